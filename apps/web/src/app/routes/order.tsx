import { lazyRoute } from './lazy-route';

/** /orders/:uuid: one order with its lines (warehouse guard in the router). */
export const OrderRoute = lazyRoute(
  async () => (await import('@/features/orders/components/order-page')).OrderPage,
);
