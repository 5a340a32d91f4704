/** The orders module as other modules and flows see it. */
export { readOrdering, writeOrder } from './order-writes';
export { toOrder, toOrderSummary } from './orders.mappers';
export { ordersMessage } from './orders.messages';
export { findOrderLines } from './orders.repository';
export { findVisibleOrder, loadOrder } from './orders.service';
export { findOrderIdByKey, type OrderingLine } from './place-order.repository';
export { planRepeat } from './repeat-order';
export { addBasketUnits, findRepeatLines } from './repeat-order.repository';
