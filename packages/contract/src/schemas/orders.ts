import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { ORDER_REFERENCE_MAX } from '../rules/order-reference';
import { ORDER_STATUSES } from '../rules/order-status';
import { dbId, Money, PageMeta, pageNumber } from './common';
import { Delivery, DeliveryInput } from './profile';

/**
 * Wire shapes of the order and invoice calls (docs/rules.md#order-response, Invoice; docs/rules.md#checkout; docs/rules.md#spec-7;
 * docs/rules.md#order-send, orders, invoice). Money is a 2-decimal string in the order's
 * `currency` (the currency of the store the order was placed from); times are ISO 8601 strings.
 */

/** Orders per page of GET /orders. */
export const ORDERS_PER_PAGE = 20;

/**
 * Order type: `customer` for an order a customer placed; `store` for an inner order — placed by
 * staff (manager or admin) for a store. Inner orders get no invoice (docs/rules.md#checkout).
 */
export const ORDER_TYPES = ['customer', 'store'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Order status (docs/rules.md#order-status): every order starts as `new`; staff move it on
 * (rules/order-status.ts says which moves are allowed).
 */
export const OrderStatus = z.enum(ORDER_STATUSES);

/**
 * One move of an order's status history (docs/rules.md#order-status), oldest first: the status it
 * moved to, the staff comment (null: none), when (ISO 8601) and who — `user` only for staff
 * (managers, admins); customers get null. The first entry is the order's creation (`new`).
 * `integration_key`: the name of the integration key another system moved it with (staff only;
 * docs/integration-api.md#set-status).
 */
export const OrderStatusEntry = z.object({
  status: OrderStatus,
  comment: z.nullable(z.string()),
  created_at: z.string(),
  user: z.nullable(z.object({ username: z.string() })),
  /** Where the move was made: `here` (the order's creation, a staff move), `moysklad` (a state changed there: docs/moysklad.md §Statuses back). */
  source: z.enum(['here', 'moysklad']),
  /** Staff only, on a move made with an integration key (docs/integration-api.md): the key's name. */
  integration_key: z.optional(z.nullable(z.string())),
});
export type OrderStatusEntry = z.infer<typeof OrderStatusEntry>;

/**
 * POST /orders/{uuid}/status body: the status to move to and an optional comment (≤ 1000
 * characters; blank means none).
 */
export const OrderStatusMove = z.object({
  status: OrderStatus,
  comment: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
    z.transform((v) => v || null),
  ),
});
export type OrderStatusMove = z.input<typeof OrderStatusMove>;

/** docs/rules.md#order-response `attributes`: one entry `{ type }`; `type: 'store'` marks an inner order. */
export const OrderAttribute = z.object({ type: z.enum(ORDER_TYPES) });

/** docs/rules.md#spec-4: an inner order is one with an attribute of type store. */
export const isInnerOrder = (order: { attributes: readonly { type: string }[] }) =>
  order.attributes.some((a) => a.type === 'store');

/**
 * docs/rules.md#spec-4, docs/rules.md#spec-9: an invoice is offered only for non-English, non-inner orders
 * (`version` is the version the order was placed in).
 */
export const orderGetsInvoice = (order: { version: 'ru' | 'en'; attributes: readonly { type: string }[] }) =>
  order.version === 'ru' && !isInnerOrder(order);

/**
 * An order line with its prices frozen at checkout: `price` the wholesale price, `price_with_discount`
 * after the user's discount (both per unit), `sum` = price × quantity and `sum_with_discount` =
 * price_with_discount × quantity (docs/rules.md#spec-9). `name` in the language the order was placed in.
 */
export const OrderLine = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  quantity: z.int().check(z.positive()),
  price: Money,
  price_with_discount: Money,
  sum: Money,
  sum_with_discount: Money,
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * An order in lists (GET /orders): `name` its number ("З-000123" Russian, "O-000123" English),
 * `store` the outlet (or main store) it was placed from, `customer` who placed it,
 * `sum` = Σ line sums (wholesale), `discount_sum` = Σ (price − price_with_discount) × quantity,
 * `sum_with_discount` = sum − discount_sum (what the customer pays), `lines_count` the number of
 * lines, `invoice_id` the invoice (POST order/invoice) or null, `version` ru|en.
 */
export const OrderSummary = z.object({
  uuid: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  status: OrderStatus,
  type: z.enum(ORDER_TYPES),
  attributes: z.array(OrderAttribute),
  version: z.enum(['ru', 'en']),
  currency: z.enum(CURRENCIES),
  sum: Money,
  discount_sum: Money,
  sum_with_discount: Money,
  lines_count: z.int(),
  store: z.object({ id: z.int(), name: z.string() }),
  customer: z.object({ id: z.int(), fullname: z.string(), username: z.string() }),
  invoice_id: z.nullable(z.int()),
  /** The buyer's own reference for the order (their purchase order number), null without one (docs/rules.md#order-reference). */
  reference: z.nullable(z.string()),
  /** The delivery day the buyer asked for, 'YYYY-MM-DD', or null (docs/rules.md#order-reference). */
  delivery_date: z.nullable(z.string()),
  /** The order's page in the external stock system, for managers (docs/rules.md#spec-6); null for everybody else. */
  moysklad_ui_href: z.nullable(z.string()),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/**
 * One order with its lines (docs/rules.md#order-response: name, uuid, sum, attributes, moysklad_ui_href).
 * `moysklad_ui_href` is the order's page in the external stock system for managers, null for
 * everybody else; `delivery` the delivery data sent with it; `status_history` its status moves,
 * oldest first (docs/rules.md#order-status); `contact_person` the contact person chosen in
 * `delivery.contact` as the buyer keeps it (null: none chosen, or deleted since).
 */
export const Order = z.extend(OrderSummary, {
  delivery: Delivery,
  contact_person: z.nullable(
    z.object({ full_name: z.string(), position: z.nullable(z.string()), phone: z.string() }),
  ),
  lines: z.array(OrderLine),
  status_history: z.array(OrderStatusEntry),
});
export type Order = z.infer<typeof Order>;

/**
 * POST /order/send body: `order_comment` is the delivery object of docs/rules.md#spec-7 (Profile.delivery),
 * every field optional; `reference` the buyer's own reference (≤ ORDER_REFERENCE_MAX characters,
 * trimmed, blank = none) and `delivery_date` the delivery day asked for ('YYYY-MM-DD', from tomorrow
 * to DELIVERY_DATE_MAX_DAYS ahead in the version's zone, else 422 `errors.delivery_date`) — both
 * optional (docs/rules.md#order-reference). Header `Idempotency-Key` (optional, ≤ 200 characters):
 * a retry with the same key answers the same order instead of ordering twice.
 */
export const OrderSendBody = z.object({
  order_comment: z._default(DeliveryInput, {}),
  reference: z.nullish(z.string().check(z.maxLength(ORDER_REFERENCE_MAX))),
  delivery_date: z.nullish(z.iso.date()),
});
export type OrderSendBody = z.infer<typeof OrderSendBody>;

/** Request headers of POST /order/send that the server reads; others pass through. */
export const OrderSendHeaders = z.looseObject({
  'idempotency-key': z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  'x-basket-uuid': z.optional(z.uuid()),
});

/**
 * GET /orders query. `customer` (user id or text in name/login/e-mail/company) only for staff;
 * `buyer` (the user who placed the order), `store_id`, the days and `status` for everyone, within
 * the orders the caller may see (docs/rules.md#company-orders).
 */
export const OrdersQuery = z.object({
  page: pageNumber(),
  customer: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  buyer: z.optional(dbId()),
  store_id: z.optional(dbId()),
  /** Inclusive days, YYYY-MM-DD. */
  date_from: z.optional(z.iso.date()),
  date_to: z.optional(z.iso.date()),
  /** Only the orders in this status (staff: `new` are the orders waiting to be confirmed). */
  status: z.optional(OrderStatus),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** A buyer the orders list may be filtered by (GET /orders/buyers). */
export const OrderBuyer = z.object({ id: z.int(), fullname: z.string(), username: z.string() });
export type OrderBuyer = z.infer<typeof OrderBuyer>;
/** GET /orders/buyers → the users who placed the orders the caller may see, by name (at most ORDER_BUYERS_MAX). */
export const OrderBuyersResponse = z.object({ data: z.array(OrderBuyer) });
export type OrderBuyersResponse = z.infer<typeof OrderBuyersResponse>;
export const ORDER_BUYERS_MAX = 500;

/** GET /orders → `{ data: OrderSummary[], meta }`, newest first, ORDERS_PER_PAGE per page. */
export const OrdersResponse = z.object({ data: z.array(OrderSummary), meta: PageMeta });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** GET /orders/{uuid} → `{ data: Order }`. */
export const OrderResponse = z.object({ data: Order });

/** Path parameter: the order's uuid. */
export const OrderParam = z.object({ uuid: z.uuid() });

/** Why a line of a repeated order was not (fully) put back into the basket. */
export const REPEAT_SKIP_REASONS = ['out_of_stock', 'partial', 'unknown'] as const;

/**
 * POST /orders/{uuid}/repeat → what went into the caller's current basket: `added` the units put
 * in per product; `skipped` the lines not put in in full, with the units `wanted` (the old order's),
 * `added` and why: `out_of_stock` (no warehouse stock beyond what the basket already holds),
 * `partial` (capped to that stock), `unknown` (no longer in the catalogue).
 */
export const RepeatOrderResponse = z.object({
  added: z.array(z.object({ id: z.int(), code: z.string(), count: z.int().check(z.positive()) })),
  skipped: z.array(
    z.object({
      id: z.int(),
      code: z.string(),
      name: z.string(),
      wanted: z.int(),
      added: z.int(),
      reason: z.enum(REPEAT_SKIP_REASONS),
    }),
  ),
});
export type RepeatOrderResponse = z.infer<typeof RepeatOrderResponse>;

/** POST /order/invoice body. */
export const InvoiceRequest = z.object({ order_uuid: z.uuid() });

/**
 * Invoice of docs/rules.md#invoice: `id` (GET /order/invoice/{id} downloads the PDF), `created` when it was
 * made (ISO 8601), `number` like "2026-000123", `file_name` the Russian file name of the PDF.
 * POST order/invoice answers 201 when it made the invoice, 200 when the order already had it.
 */
export const Invoice = z.object({
  id: z.int(),
  created: z.string(),
  number: z.string(),
  file_name: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

/** Path parameter: the invoice id. */
export const InvoiceParam = z.object({ id: dbId() });
