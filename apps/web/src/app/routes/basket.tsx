import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

/** The basket and checkout load on demand, like the catalogue pages. */
const BasketPage = lazy(async () => ({
  default: (await import('../basket/basket-page')).BasketPage,
}));

/** /catalog/basket (docs/rules.md#routes): the basket as a page (warehouse guard in the router). */
export function BasketRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <BasketPage />
    </Suspense>
  );
}
