import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { ORDER_STATUSES } from '../rules/order-status';
import { dbId } from './common';
import { Etag } from './record-version';

/*
 * The wholesaler's stock system, МойСклад, connected by an admin (docs/moysklad.md): the calls
 * under /services/moysklad. One account per installation; its token is never answered.
 */

/** What a sync run brings in: the catalogue (folders, products, prices, pictures), stock per warehouse, the outlets' retail sales. */
export const MOYSKLAD_SYNC_KINDS = ['catalogue', 'stock', 'sales'] as const;
export type MoyskladSyncKind = (typeof MOYSKLAD_SYNC_KINDS)[number];

/**
 * Where a МойСклад warehouse's stock goes: the main store of the Russian or English version, an
 * existing outlet (`store_id`), a new outlet created for `counterparty_id` at the next sync, or
 * nowhere (`ignore`: listed, never guessed).
 */
export const MOYSKLAD_STORE_TARGETS = ['main-ru', 'main-en', 'outlet', 'new-outlet', 'ignore'] as const;
export type MoyskladStoreTarget = (typeof MOYSKLAD_STORE_TARGETS)[number];

/** Which field of a МойСклад product becomes our product code. */
export const MOYSKLAD_PRODUCT_KEYS = ['code', 'article', 'externalCode'] as const;
export type MoyskladProductKey = (typeof MOYSKLAD_PRODUCT_KEYS)[number];

/** Our product fields a МойСклад attribute (additional field) can fill. */
export const MOYSKLAD_ATTRIBUTE_TARGETS = [
  'size',
  'premium',
  'hashtags',
  'name_en',
  'description_en',
] as const;
export type MoyskladAttributeTarget = (typeof MOYSKLAD_ATTRIBUTE_TARGETS)[number];

const MsId = z.string().check(z.minLength(1), z.maxLength(64));

/** One warehouse's target. `store_id` with `outlet`; `counterparty_id` with `new-outlet`. */
export const MoyskladStoreMapping = z.object({
  moysklad_store_id: MsId,
  target: z.enum(MOYSKLAD_STORE_TARGETS),
  store_id: z.optional(z.nullable(dbId())),
  counterparty_id: z.optional(z.nullable(dbId())),
});
export type MoyskladStoreMapping = z.infer<typeof MoyskladStoreMapping>;

/** The price types giving one currency's wholesale and (optionally) retail price. */
export const MoyskladPriceMapping = z.object({
  wholesale: MsId,
  retail: z.nullable(MsId),
});

/**
 * Orders out and statuses back (docs/moysklad.md §Orders out): the organization our orders are
 * made for there, and the customer order state (its id) meaning each of our statuses — the one
 * an order is given there when staff move it here, and read as ours when it changes there (a
 * status without a state is neither sent nor read).
 */
export const MoyskladOrdersMapping = z.object({
  organization: MsId,
  states: z.partialRecord(z.enum(ORDER_STATUSES), z.nullable(MsId)),
});
export type MoyskladOrdersMapping = z.infer<typeof MoyskladOrdersMapping>;

/**
 * The mapping an admin saves (PUT /services/moysklad/mapping). Prices: RUB is required; a
 * currency without its own price types is converted from RUB at the import's fixed rates.
 * Attributes: МойСклад attribute id per target (absent = not mapped).
 */
export const MoyskladMapping = z.object({
  stores: z.array(MoyskladStoreMapping).check(z.maxLength(5000)),
  prices: z.object({
    RUB: MoyskladPriceMapping,
    EUR: z.optional(z.nullable(MoyskladPriceMapping)),
    PLN: z.optional(z.nullable(MoyskladPriceMapping)),
    RSD: z.optional(z.nullable(MoyskladPriceMapping)),
  }),
  product_key: z.enum(MOYSKLAD_PRODUCT_KEYS),
  attributes: z.partialRecord(z.enum(MOYSKLAD_ATTRIBUTE_TARGETS), z.nullable(MsId)),
  /** Absent or null: orders stay here (nothing is sent, no state read). */
  orders: z.optional(z.nullable(MoyskladOrdersMapping)),
});
export type MoyskladMapping = z.infer<typeof MoyskladMapping>;

/** One failed item of a run: its key, why, and its page in МойСклад when known. */
export const MoyskladFailure = z.object({
  key: z.string(),
  reason: z.string(),
  href: z.nullable(z.string()),
});
export type MoyskladFailure = z.infer<typeof MoyskladFailure>;

/** A sync run (a job): counts, the first failures, progress while it runs. Timestamps ISO 8601. */
export const MoyskladRun = z.object({
  id: z.int(),
  kind: z.enum(MOYSKLAD_SYNC_KINDS),
  /** first: the full sync after connecting or mapping; incremental: changes since the last run. */
  mode: z.enum(['full', 'incremental']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  failed: z.int(),
  failures: z.array(MoyskladFailure),
  /** While running: items done of total (total null when not known yet). */
  progress: z.nullable(z.object({ done: z.int(), total: z.nullable(z.int()), phase: z.string() })),
  error: z.nullable(z.string()),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type MoyskladRun = z.infer<typeof MoyskladRun>;

/** An order МойСклад has not taken yet (docs/moysklad.md §Orders out): why, tries, the next one (ISO). */
export const MoyskladOrderFailure = z.object({
  uuid: z.string(),
  name: z.string(),
  created_at: z.string(),
  attempts: z.int(),
  reason: z.string(),
  next_attempt_at: z.nullable(z.string()),
});
export type MoyskladOrderFailure = z.infer<typeof MoyskladOrderFailure>;

/**
 * GET /services/moysklad: the connection as an admin sees it. `account` null = not connected.
 * `webhooks`: registered in МойСклад (PUBLIC_URL set) or why not; `runs`: the last run of each kind;
 * `order_failures`: the orders МойСклад has not taken yet, with why.
 */
export const MoyskladConnection = z.object({
  account: z.nullable(
    z.object({
      account_id: z.nullable(z.string()),
      name: z.string(),
      api_url: z.string(),
      status: z.enum(['connected', 'token_refused', 'unreachable']),
      last_error: z.nullable(z.string()),
      connected_at: z.string(),
    }),
  ),
  mapping: z.nullable(MoyskladMapping),
  webhooks: z.object({ registered: z.boolean(), reason: z.nullable(z.string()) }),
  runs: z.array(MoyskladRun),
  /** Orders out: the orders refused or not delivered yet, newest first (at most 50). */
  order_failures: z.array(MoyskladOrderFailure),
  /**
   * The version a PUT of the mapping names in If-Match (docs/rules.md#record-versions): of the
   * connected account and its saved mapping, not of the runs, webhooks and failures.
   */
  etag: Etag,
});
export type MoyskladConnection = z.infer<typeof MoyskladConnection>;
export const MoyskladConnectionResponse = z.object({ data: MoyskladConnection });

/** POST /services/moysklad: the account's access token (checked at once). 422 access_token: empty, refused. */
export const MoyskladConnectBody = z.object({
  access_token: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type MoyskladConnectBody = z.infer<typeof MoyskladConnectBody>;

/** A suggested target for a warehouse (what accepting the suggestions saves). */
export const MoyskladStoreOption = z.object({
  id: z.string(),
  name: z.string(),
  /** The retail point selling from this warehouse, when one does. */
  retail_store: z.nullable(z.object({ id: z.string(), name: z.string() })),
  suggestion: MoyskladStoreMapping,
});

/**
 * GET /services/moysklad/options: what the account holds (warehouses with their retail points,
 * price types, product attributes) and our side (outlets, counterparties), each warehouse with a
 * suggested target, plus a suggested whole mapping (`suggested`).
 */
export const MoyskladOptions = z.object({
  stores: z.array(MoyskladStoreOption),
  price_types: z.array(z.object({ id: z.string(), name: z.string() })),
  attributes: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  outlets: z.array(z.object({ id: z.int(), name: z.string(), counterparty_id: z.nullable(z.int()) })),
  counterparties: z.array(z.object({ id: z.int(), name: z.string() })),
  /** The account's organizations (our orders are made for one) and its customer order states. */
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  order_states: z.array(z.object({ id: z.string(), name: z.string() })),
  suggested: MoyskladMapping,
});
export type MoyskladOptions = z.infer<typeof MoyskladOptions>;
export const MoyskladOptionsResponse = z.object({ data: MoyskladOptions });

/** POST /services/moysklad/sync: run these kinds now (default all three, catalogue first). */
export const MoyskladSyncBody = z.object({
  kinds: z._default(z.array(z.enum(MOYSKLAD_SYNC_KINDS)).check(z.minLength(1), z.maxLength(3)), [
    ...MOYSKLAD_SYNC_KINDS,
  ]),
  /** Read everything again instead of the changes since the last run. */
  full: z._default(z.boolean(), false),
});
export type MoyskladSyncBody = z.infer<typeof MoyskladSyncBody>;

/** The currencies a mapping may give price types for. */
export const MOYSKLAD_PRICE_CURRENCIES = CURRENCIES;
