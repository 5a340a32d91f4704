import { lazyRoute } from './lazy-route';

/** /catalog/auto-order (docs/rules.md#routes, docs/rules.md#auto-order-flow): warehouse guard in the router. */
export const AutoOrderRoute = lazyRoute(
  async () => (await import('@/features/auto-orders/components/auto-order-page')).AutoOrderPage,
);
