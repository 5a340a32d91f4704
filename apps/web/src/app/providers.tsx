import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToasterProvider } from '@/components/toaster';
import { signOutOn401 } from '@/features/auth/utils/sign-out-on-401';
import { queryClient } from '@/lib/query-client';
import { AppProductColumns } from './product-columns';
import { AppProductImages } from './product-images';

/**
 * App-wide providers: the one QueryClient and the one toaster. i18n is initialised before the
 * first render (main.tsx), so every component can call t() synchronously.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => signOutOn401(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToasterProvider>
        <AppProductColumns>
          <AppProductImages>{children}</AppProductImages>
        </AppProductColumns>
      </ToasterProvider>
    </QueryClientProvider>
  );
}
