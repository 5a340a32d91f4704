/** The orders module as other modules and flows see it. */
export { findOrderOfKey, readOrdering, writeOrder } from './order-writes';
export { toOrder, toOrderSummary } from './orders.mappers';
export { ordersMessage } from './orders.messages';
export { findOrderLines } from './orders.repository';
export { findVisibleOrder, loadOrder } from './orders.service';
export type { OrderingLine } from './place-order.repository';
export { addOrderToBasket } from './repeat-order';
