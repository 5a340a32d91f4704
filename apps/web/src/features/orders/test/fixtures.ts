import type { OrderSummary, OrdersResponse } from '@kits/contract';
import { makeOrder } from '@/test/fake-api';

export { makeOrder };

/** An order as GET /orders lists it. */
export function makeSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const { delivery: _delivery, lines: _lines, status_history: _history, ...summary } = makeOrder();
  return { ...summary, ...overrides };
}

/** A GET /orders answer: one page of `orders`. */
export const ordersPage = (
  orders: OrderSummary[],
  meta: Partial<OrdersResponse['meta']> = {},
): OrdersResponse => ({
  data: orders,
  meta: { page: 1, per_page: 20, total: orders.length, last_page: 1, ...meta },
});
