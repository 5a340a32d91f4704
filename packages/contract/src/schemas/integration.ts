import { z } from 'zod/mini';
import { Money } from './common';
import { Counterparty } from './counterparties';
import { OrderStatus } from './orders';

/**
 * Wire shapes of the machine API (docs/integration-api.md, docs/rules.md#integration-keys): the
 * integration keys an admin issues on /services/integration-keys, and the calls other systems
 * (1C, a till, an ERP) make under /api/v0/integration/… with `Authorization: Bearer kits_…`.
 */

/**
 * What a key may do: `orders:read` GET integration/orders; `orders:write` set an order's status;
 * `stock:write`, `sales:write`, `supplies:write` the stock, sales and supplies feeds.
 */
export const INTEGRATION_SCOPES = [
  'orders:read',
  'orders:write',
  'stock:write',
  'sales:write',
  'supplies:write',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** Every key's secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const INTEGRATION_KEY_PREFIX = 'kits_';

/**
 * An integration key as the admin page lists it — never its secret: `prefix` is the secret's first
 * characters (`kits_AbCd1234`), enough to tell keys apart; times ISO 8601, null when never
 * used / not revoked.
 */
export const IntegrationKey = z.object({
  id: z.int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  created_at: z.string(),
  created_by: z.nullable(z.object({ username: z.string() })),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type IntegrationKey = z.infer<typeof IntegrationKey>;

/** GET /services/integration-keys → every key, newest first. */
export const IntegrationKeysResponse = z.object({ data: z.array(IntegrationKey) });
export type IntegrationKeysResponse = z.infer<typeof IntegrationKeysResponse>;

/** POST /services/integration-keys body: a name (1-100 characters) and at least one scope. */
export const IntegrationKeyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)).check(z.minLength(1), z.maxLength(INTEGRATION_SCOPES.length)),
});
export type IntegrationKeyBody = z.infer<typeof IntegrationKeyBody>;

/** POST /services/integration-keys → 201: the key and its `secret`, shown this once and never again. */
export const IntegrationKeyCreatedResponse = z.object({ data: IntegrationKey, secret: z.string() });
export type IntegrationKeyCreatedResponse = z.infer<typeof IntegrationKeyCreatedResponse>;

/** POST /services/integration-keys/{id}/revoke → the revoked key. */
export const IntegrationKeyResponse = z.object({ data: IntegrationKey });
export type IntegrationKeyResponse = z.infer<typeof IntegrationKeyResponse>;

/** Orders a page of GET integration/orders holds at most (`limit`), and by default. */
export const INTEGRATION_ORDERS_LIMIT_MAX = 100;
export const INTEGRATION_ORDERS_LIMIT_DEFAULT = 50;

/**
 * GET integration/orders query: `since` the `next_cursor` of the previous page (absent: from the
 * beginning), `limit` 1-100 orders (default 50).
 */
export const IntegrationOrdersQuery = z.object({
  since: z.optional(z.string().check(z.regex(/^[0-9]{1,20}\.[0-9]{1,10}$/))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(INTEGRATION_ORDERS_LIMIT_MAX)),
    INTEGRATION_ORDERS_LIMIT_DEFAULT,
  ),
});
export type IntegrationOrdersQuery = z.infer<typeof IntegrationOrdersQuery>;

/** A line of an order for another system: prices per unit as at checkout, sums = price × quantity. */
export const IntegrationOrderLine = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  quantity: z.int(),
  price: Money,
  price_with_discount: Money,
  sum_with_discount: Money,
});

/** The buying company's requisites (null fields: not filled in); null when the account has no counterparty. */
export const IntegrationCustomer = z.object({
  user: z.object({ username: z.string(), fullname: z.string(), email: z.nullable(z.string()) }),
  // The requisites of a counterparty as staff see it (schemas/counterparties.ts), no more.
  counterparty: z.nullable(
    z.pick(Counterparty, {
      id: true,
      legal_name: true,
      inn: true,
      kpp: true,
      vat_id: true,
      legal_address: true,
      bank_name: true,
      bank_bic: true,
      bank_account: true,
      correspondent_account: true,
    }),
  ),
});

/** Delivery as the customer sent it, lookups named in the order's language (null: not given). */
export const IntegrationDelivery = z.object({
  method: z.nullable(z.string()),
  service: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  address: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  contact: z.nullable(z.object({ full_name: z.string(), phone: z.string(), email: z.nullable(z.string()) })),
});

/**
 * One order for another system: `uuid` its id in the integration calls, `name` its number, the
 * outlet it was placed from (`store`), the customer with requisites, delivery, lines and sums in
 * `currency` (decimal strings).
 */
export const IntegrationOrder = z.object({
  uuid: z.uuid(),
  name: z.string(),
  status: OrderStatus,
  type: z.string(),
  version: z.enum(['ru', 'en']),
  created_at: z.string(),
  currency: z.string(),
  sum: Money,
  discount_sum: Money,
  sum_with_discount: Money,
  store: z.object({ id: z.int(), name: z.string(), city: z.nullable(z.string()) }),
  customer: IntegrationCustomer,
  delivery: IntegrationDelivery,
  /** The buyer's own reference (their purchase order number) and the delivery day asked for, or null (docs/rules.md#order-reference). */
  reference: z.nullable(z.string()),
  delivery_date: z.nullable(z.string()),
  lines: z.array(IntegrationOrderLine),
});
export type IntegrationOrder = z.infer<typeof IntegrationOrder>;

/**
 * GET integration/orders → orders created or changed after `since`, oldest change first;
 * `next_cursor` goes into the next call's `since` (the same cursor when nothing is new), `has_more`
 * says whether to call again at once.
 */
export const IntegrationOrdersResponse = z.object({
  data: z.array(IntegrationOrder),
  next_cursor: z.string(),
  has_more: z.boolean(),
});
export type IntegrationOrdersResponse = z.infer<typeof IntegrationOrdersResponse>;

/** PUT integration/orders/{uuid}/status body: the status to set and an optional comment (≤ 1000). */
export const IntegrationStatusBody = z.object({
  status: OrderStatus,
  comment: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
    z.transform((v) => v || null),
  ),
});
export type IntegrationStatusBody = z.infer<typeof IntegrationStatusBody>;

/** PUT integration/orders/{uuid}/status → the order after the move; `changed` false when it already had that status. */
export const IntegrationStatusResponse = z.object({ data: IntegrationOrder, changed: z.boolean() });
export type IntegrationStatusResponse = z.infer<typeof IntegrationStatusResponse>;

/** Path of integration/orders/{uuid}/status. */
export const IntegrationOrderParam = z.object({ uuid: z.uuid() });
