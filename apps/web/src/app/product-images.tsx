import { isManager } from '@kits/contract';
import type { ReactNode } from 'react';
import { useUser } from '@/api/get-me';
import { ImageAdminProvider } from '@/features/media/components/image-admin';

/**
 * The managers' inline image administration (docs/rules.md#spec-6) joined to the catalogue's pictures: for a
 * manager, a thumbnail or the product page's picture opens the image modal.
 */
export function AppProductImages({ children }: { children: ReactNode }) {
  const user = useUser();
  return <ImageAdminProvider enabled={isManager(user)}>{children}</ImageAdminProvider>;
}
