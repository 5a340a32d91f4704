import { lazyRoute } from './lazy-route';

/** /catalog/auto-order (docs/rules.md#routes, docs/rules.md#auto-order-flow): warehouse guard in the router. */
export const AutoOrderRoute = lazyRoute(
  async () => (await import('@/app/auto-order/auto-order-with-basket')).AutoOrderWithBasket,
  ['auto-orders'],
);
