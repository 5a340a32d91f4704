import { type DeliveryInput, Order } from '@kits/contract';
import { api } from '@/lib/api-client';

/**
 * What the checkout sends besides the basket: the delivery object, the buyer's own reference (their
 * purchase order number; '' = none) and the delivery day asked for ('YYYY-MM-DD'; '' = none), docs/rules.md#order-reference.
 */
export type CheckoutInput = { delivery: DeliveryInput; reference: string; deliveryDate: string };

/**
 * POST /order/send (docs/rules.md#spec-7, docs/rules.md#decisions-3, docs/rules.md#order-reference): the basket becomes an
 * order in one transaction. `order_comment` is the delivery object; `idempotencyKey` makes a retry
 * answer the same order instead of ordering twice. ApiError 422 (a line over stock, empty basket,
 * bad field — `errors.delivery_date`, `errors.reference`) carries the text in `body.error` as well as `message`.
 */
export const sendOrder = ({
  checkout,
  idempotencyKey,
}: {
  checkout: CheckoutInput;
  idempotencyKey: string;
}) =>
  api('order/send', {
    method: 'POST',
    body: {
      order_comment: checkout.delivery,
      reference: checkout.reference.trim() || null,
      delivery_date: checkout.deliveryDate || null,
    },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: Order,
  });
