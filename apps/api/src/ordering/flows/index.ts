/** The ordering flows as channels see them: an order placed from outside goes through the same send (docs/rules.md#order-send). */
export { type SentOrder, sendOrder } from './send-order.flow';
