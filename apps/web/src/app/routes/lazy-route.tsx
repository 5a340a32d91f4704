import { type ComponentType, lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { withPageTexts } from '@/lib/i18n';

/**
 * A route whose page loads on demand, in its own chunk (`load` imports the page's module and
 * answers its component), with the texts the entry does not ship (`withPageTexts`): the page
 * spinner shows until both are there. A chunk that fails to load
 * throws to the route's error page (its reload rule, docs/rules.md#page-loading).
 */
export function lazyRoute(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await withPageTexts(load) }));
  return function LazyRoute() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
