import { type ComponentType, Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { PageSpinner } from '@/components/page-spinner';
import { useMarkPageLoading } from '@/components/progress-bar/page-loading';
import { withPageTexts } from '@/lib/i18n';

/** A lazy page's fallback: the page spinner, with the progress bar running (docs/rules.md#progress-bar). */
function PageLoading() {
  useMarkPageLoading();
  return <PageSpinner />;
}

/** A page element that loads its code on demand, with `preload()` to start the download ahead. */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * A page that loads on demand, in its own chunk (`load` imports the page's module and answers its
 * component), the page spinner showing meanwhile. A chunk that fails to load throws to the route's
 * error boundary (its reload rule, docs/rules.md#page-loading). Only the catalogue is made with this
 * directly: its texts ship in the entry (decision 0034); every other page is a `lazyRoute`.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const { Lazy: Page, preload } = lazyWithPreload(load);
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: () => void preload() });
}

/**
 * A page other than the catalogue (docs/rules.md#first-load, decisions 0030 and 0034): loaded on
 * demand with the Russian namespaces it uses that the entry does not ship (`namespaces`,
 * `withPageTexts`).
 */
export const lazyRoute = (load: () => Promise<ComponentType>, namespaces: readonly string[] = []): LazyPage =>
  lazyPage(() => withPageTexts(load, namespaces));
