import { lazyRoute } from './lazy-route';

/**
 * /catalog/basket (docs/rules.md#routes): the basket as a page (warehouse guard in the router); it and the
 * checkout load on demand, like the catalogue pages.
 */
export const BasketRoute = lazyRoute(
  async () => (await import('../basket/basket-page')).BasketPage,
  ['checkout', 'delivery'],
);
