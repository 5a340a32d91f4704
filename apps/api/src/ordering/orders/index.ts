/** The orders module as other modules and flows see it. */

export { linkOrderToMoysklad } from './order-status.repository';
export { followOrderStatus, moveOrderStatus, moveOrderStatusByKey } from './order-status.service';
export { requireOrderingRights } from './ordering-rights';
export { toOrder, toOrderSummary } from './orders.mappers';
export { ordersMessage } from './orders.messages';
export { CONTACT_PERSON_JOIN, deliveryIdSql, findOrderLines } from './orders.repository';
export { findVisibleOrder, loadOrder } from './orders.service';
export type { OrderingLine } from './place-order.repository';
export type { OrderDetails } from './place-order.service';
export { checkSameRequest, findOrderOfKey, readOrdering, writeOrder } from './place-order.service';
export { readRepeatPlan } from './repeat-plan';
