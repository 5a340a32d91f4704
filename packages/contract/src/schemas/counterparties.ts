import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { compactRequisite } from '../rules/requisites';
import { DB_ID_MAX, dbId, Money, PageMeta, pageNumber } from './common';
import { Etag } from './record-version';

/**
 * The counterparties service (docs/rules.md#counterparty, docs/rules.md#requisites): staff keep the
 * customer organisations — legal name, requisites, contacts, version, discount, status — with their
 * outlets and see their orders. Manager only, checked on the server. Requisites are checked by the
 * server (`requisitesProblems`) and refused with 422 naming the field.
 */

export const COUNTERPARTIES_PER_PAGE = 25;
export const COUNTERPARTY_STATUSES = ['active', 'blocked'] as const;
export type CounterpartyStatus = (typeof COUNTERPARTY_STATUSES)[number];

/** Text typed by staff: trimmed, '' = none (null). */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );
/** A requisite: spaces removed, letters upper-case, '' = none; its format is `requisitesProblems`'. */
const requisite = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(max))),
    z.transform((v) => (v ? compactRequisite(v) || null : null)),
  );

/** A discount in percent, 0–100 with at most 2 decimals. */
export const DiscountPercent = z.number().check(z.minimum(0), z.maximum(100), z.multipleOf(0.01));

/**
 * POST /services/counterparties body (and the approve flow's `counterparty`): legal name 1–300;
 * requisites, address, bank, contacts optional (null or '' = none); version ru or en; discount
 * 0–100 (the percent its new users start with); an optional staff comment.
 */
export const CounterpartyBody = z.object({
  legal_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  inn: requisite(20),
  kpp: requisite(20),
  vat_id: requisite(20),
  legal_address: optionalText(500),
  bank_name: optionalText(300),
  bank_bic: requisite(20),
  bank_account: requisite(40),
  correspondent_account: requisite(40),
  contact_name: optionalText(200),
  contact_email: z.pipe(
    z.nullish(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
    z.transform((v) => (v ? v : null)),
  ),
  contact_phone: optionalText(32),
  version: z.enum(['ru', 'en']),
  discount: DiscountPercent,
  comment: optionalText(2000),
});
export type CounterpartyBody = z.infer<typeof CounterpartyBody>;

/** The text fields of a counterparty (every field of CounterpartyBody but version and discount), in the body's order. */
export const COUNTERPARTY_TEXT_FIELDS = [
  'legal_name',
  'inn',
  'kpp',
  'vat_id',
  'legal_address',
  'bank_name',
  'bank_bic',
  'bank_account',
  'correspondent_account',
  'contact_name',
  'contact_email',
  'contact_phone',
  'comment',
] as const satisfies readonly (keyof CounterpartyBody)[];
/** The body as the page sends it (before trimming). */
export type CounterpartyInput = z.input<typeof CounterpartyBody>;

/**
 * PATCH /services/counterparties/{id} body: any fields of CounterpartyBody (a missing one stays);
 * `apply_to_users` with a new `discount` sets every user's of the counterparty to it too, in the
 * same transaction; `price_type_id` sets the price type its buyers pay (an unknown one: 422).
 */
export const CounterpartyPatch = z.extend(z.partial(CounterpartyBody), {
  apply_to_users: z.optional(z.boolean()),
  /** The price type its buyers pay (docs/rules.md#buyer-price); null: the list prices. */
  price_type_id: z.optional(z.nullable(z.int().check(z.positive(), z.maximum(DB_ID_MAX)))),
});
export type CounterpartyPatch = z.infer<typeof CounterpartyPatch>;

/**
 * A counterparty as staff see it: its requisites, how many users and outlets it has, its times
 * (ISO), and `etag`, the version a PATCH names in If-Match (docs/rules.md#record-versions).
 */
export const Counterparty = z.object({
  id: z.int(),
  legal_name: z.string(),
  inn: z.nullable(z.string()),
  kpp: z.nullable(z.string()),
  vat_id: z.nullable(z.string()),
  legal_address: z.nullable(z.string()),
  bank_name: z.nullable(z.string()),
  bank_bic: z.nullable(z.string()),
  bank_account: z.nullable(z.string()),
  correspondent_account: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  version: z.enum(['ru', 'en']),
  discount: z.number(),
  /** The price type its buyers pay (docs/rules.md#buyer-price) and its name; null: the list prices. */
  price_type_id: z.nullable(z.int()),
  price_type_name: z.nullable(z.string()),
  status: z.enum(COUNTERPARTY_STATUSES),
  comment: z.nullable(z.string()),
  users_count: z.int(),
  outlets_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  etag: Etag,
});
export type Counterparty = z.infer<typeof Counterparty>;

/**
 * GET /services/counterparties query: `q` in the legal name, INN, VAT id, contact e-mail or phone,
 * and its users' logins and e-mails; `status`, `version` one only; pages of `per_page` (≤ 100).
 */
export const CounterpartiesQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(z.enum(COUNTERPARTY_STATUSES)),
  version: z.optional(z.enum(['ru', 'en'])),
  page: pageNumber(),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    COUNTERPARTIES_PER_PAGE,
  ),
});
export type CounterpartiesQuery = z.infer<typeof CounterpartiesQuery>;

export const CounterpartiesResponse = z.object({ data: z.array(Counterparty), meta: PageMeta });
export const CounterpartyResponse = z.object({ data: Counterparty });

/** Report period limits of an outlet, in days (as the franchise outlet settings). */
export const OUTLET_REPORT_PERIOD = { min: 1, max: 365 } as const;
/** Largest auto-order sum of an outlet, in major units. */
export const OUTLET_AUTO_ORDER_SUM_MAX = 1_000_000_000;

/**
 * POST /services/counterparties/{id}/outlets body (and the approve flow's `outlet`): name 1–200,
 * retail or not, city, currency, report period 1–365 days, auto-order sum (0 < sum ≤ 1e9, 2
 * decimals) or null, whether it takes part in the sales ranking.
 */
export const OutletBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  is_retail: z.boolean(),
  city: optionalText(200),
  currency: z.enum(CURRENCIES),
  report_period_days: z.int().check(z.minimum(OUTLET_REPORT_PERIOD.min), z.maximum(OUTLET_REPORT_PERIOD.max)),
  auto_order_sum: z.nullable(
    z.number().check(z.positive(), z.maximum(OUTLET_AUTO_ORDER_SUM_MAX), z.multipleOf(0.01)),
  ),
  in_ranking: z.boolean(),
});
export type OutletBody = z.infer<typeof OutletBody>;
export type OutletInput = z.input<typeof OutletBody>;

/** PATCH /services/counterparties/{id}/outlets/{storeId} body: any fields of OutletBody. */
export const OutletPatch = z.partial(OutletBody);
export type OutletPatch = z.infer<typeof OutletPatch>;

/** An outlet of a counterparty (a store it owns); `etag` is the version a PATCH names in If-Match (docs/rules.md#record-versions). */
export const Outlet = z.object({
  id: z.int(),
  name: z.string(),
  is_retail: z.boolean(),
  city: z.nullable(z.string()),
  currency: z.enum(CURRENCIES),
  report_period_days: z.int(),
  auto_order_sum: z.nullable(z.number()),
  in_ranking: z.boolean(),
  etag: Etag,
});
export type Outlet = z.infer<typeof Outlet>;

export const OutletsResponse = z.object({ data: z.array(Outlet) });
export const OutletResponse = z.object({ data: Outlet });

/** Path parameters of one outlet of a counterparty. */
export const CounterpartyOutletParams = z.object({
  id: dbId(),
  storeId: dbId(),
});

/** GET /services/counterparties/{id}/orders query: a page of 25 (per_page ≤ 100). */
export const CounterpartyOrdersQuery = z.object({
  page: pageNumber(),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    COUNTERPARTIES_PER_PAGE,
  ),
});

/**
 * An order of one of the counterparty's users: `sum` the wholesale sum, `sum_with_discount` what
 * is paid, in `currency`; who placed it (`username`).
 */
export const CounterpartyOrder = z.object({
  uuid: z.string(),
  name: z.string(),
  created_at: z.string(),
  store: z.object({ id: z.int(), name: z.string() }),
  username: z.string(),
  sum: Money,
  sum_with_discount: Money,
  currency: z.enum(CURRENCIES),
  status: z.string(),
});
export type CounterpartyOrder = z.infer<typeof CounterpartyOrder>;

export const CounterpartyOrdersResponse = z.object({ data: z.array(CounterpartyOrder), meta: PageMeta });
