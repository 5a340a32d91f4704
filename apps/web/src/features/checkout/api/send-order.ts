import { type DeliveryInput, Order } from '@kits/contract';
import { api } from '@/lib/api-client';

/**
 * POST /order/send (docs/rules.md#spec-7, docs/rules.md#decisions-3): the basket becomes an order in one transaction.
 * `order_comment` is the delivery object; `idempotencyKey` makes a retry answer the same order
 * instead of ordering twice. ApiError 422 (a line over stock, empty basket, bad field) carries the
 * text in `body.error` as well as `message`.
 */
export const sendOrder = ({
  delivery,
  idempotencyKey,
}: {
  delivery: DeliveryInput;
  idempotencyKey: string;
}) =>
  api('order/send', {
    method: 'POST',
    body: { order_comment: delivery },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: Order,
  });
