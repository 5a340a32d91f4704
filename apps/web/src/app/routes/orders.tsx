import { lazyRoute } from './lazy-route';

/** /orders (docs/rules.md#routes): the orders list (warehouse guard in the router). */
export const OrdersRoute = lazyRoute(
  async () => (await import('@/features/orders/components/orders-page')).OrdersPage,
  ['orders'],
);
