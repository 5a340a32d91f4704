import { lazyRoute } from './lazy-route';

/** /catalog/quick-order (docs/rules.md#routes, docs/rules.md#quick-order): warehouse guard in the router. */
export const QuickOrderRoute = lazyRoute(
  async () => (await import('@/features/quick-order/components/quick-order-page')).QuickOrderPage,
  ['quick-order'],
);
