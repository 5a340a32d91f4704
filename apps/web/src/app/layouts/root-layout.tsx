import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { claimChunkReload } from '@/lib/chunk-reload';

/**
 * The outermost route: the progress bar (docs/rules.md#spec-4), scroll restoration, and Vite's
 * `vite:preloadError` (a chunk of the previous deploy is gone) turned into one guarded reload
 * (docs/rules.md#page-loading: at most once per 60 s).
 */
export function RootLayout() {
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
      <ProgressBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
