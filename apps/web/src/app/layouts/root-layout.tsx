import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { SkipLink } from '@/components/skip-link';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { claimChunkReload } from '@/lib/chunk-reload';

/**
 * The outermost route: the skip link (the first tab stop of every page) and focus that comes back
 * from a closed modal (issue 16 item 7), the progress bar (docs/rules.md#spec-4), scroll restoration (`useScrollRestoration`), and Vite's
 * `vite:preloadError` (a chunk of the previous deploy is gone) turned into one guarded reload
 * (docs/rules.md#page-loading: at most once per 60 s).
 */
export function RootLayout() {
  useFocusReturn();
  useScrollRestoration();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!claimChunkReload()) return;
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Outlet />
    </>
  );
}
