/**
 * Order status (docs/rules.md#order-status): `new → confirmed → assembled → shipped → delivered`,
 * and `cancelled` from new, confirmed or assembled. Staff move an order one step at a time; any
 * other move is refused (409). Inner store orders (type 'store') follow the same rule.
 */

/** Every status an order can be in, in the order of the way it goes. */
export const ORDER_STATUSES = ['new', 'confirmed', 'assembled', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['assembled', 'cancelled'],
  assembled: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Whether `value` is one of ORDER_STATUSES. */
export const isOrderStatus = (value: string): value is OrderStatusName =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses an order in `status` may move to, the forward step first (`cancelled` last); none
 * from delivered or cancelled, nor from a status that is not one of ORDER_STATUSES.
 */
export function nextOrderStatuses(status: string): OrderStatusName[] {
  return isOrderStatus(status) ? [...NEXT[status]] : [];
}

/** Whether an order in `from` may move to `to` (docs/rules.md#order-status). */
export const mayMoveOrder = (from: string, to: string): boolean =>
  nextOrderStatuses(from).some((next) => next === to);

/**
 * The moves that take an order in `from` to `to` by the staff rule (docs/rules.md#order-status):
 * forward steps one by one (new → shipped is confirm, assemble, ship), or the one cancel; [] when
 * it is there already or cannot get there (a shipped order is not cancelled, nothing goes back).
 */
export function movesTowards(from: string, to: OrderStatusName): OrderStatusName[] {
  if (from === to) return [];
  if (to === 'cancelled') return mayMoveOrder(from, to) ? [to] : [];
  const path: OrderStatusName[] = [];
  let at = from;
  for (let next = nextOrderStatuses(at)[0]; next && next !== 'cancelled'; next = nextOrderStatuses(at)[0]) {
    path.push(next);
    if (next === to) return path;
    at = next;
  }
  return [];
}
