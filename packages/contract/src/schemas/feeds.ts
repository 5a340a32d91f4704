import { z } from 'zod/mini';
import { QueryFlag } from './common';
import type { IntegrationScope } from './integration';

/**
 * Outlet data feeds (docs/feeds.md): the wholesaler's outlets' stock, sales lines, incoming
 * supplies, its own warehouse stock and the outlets' shelf capacities, sent as a file on
 * `/services/feeds` or as JSON rows by the machine API. Both go through one core
 * (apps/api/src/outlets/feeds) and answer one report.
 */

/** The kinds of feed, one per URL segment: `/services/feeds/{kind}`. */
export const FEED_KINDS = [
  'outlet-stock',
  'sales',
  'supplies',
  'warehouse-stock',
  'shelf-capacities',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Every field a feed row may carry (a row's keys; a file's columns are found by their headers). */
export const FEED_FIELDS = [
  'outlet',
  'warehouse',
  'code',
  'day',
  'quantity',
  'amount',
  'line_id',
  'category',
  'size',
  'premium',
  'capacity',
  'cost',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** The fields of each kind, in template order; `optional` ones may be left out or empty. */
export const FEED_KIND_FIELDS: Record<
  FeedKind,
  { fields: readonly FeedField[]; optional: readonly FeedField[] }
> = {
  'outlet-stock': { fields: ['outlet', 'code', 'quantity'], optional: [] },
  sales: { fields: ['outlet', 'line_id', 'day', 'code', 'quantity', 'amount'], optional: [] },
  supplies: { fields: ['outlet', 'code', 'quantity'], optional: [] },
  'warehouse-stock': { fields: ['warehouse', 'code', 'quantity'], optional: ['warehouse'] },
  'shelf-capacities': {
    fields: ['outlet', 'category', 'size', 'premium', 'capacity', 'cost'],
    optional: ['size', 'premium', 'cost'],
  },
};

/** Rows one feed may hold (a larger one is refused whole: split it). */
export const FEED_MAX_ROWS = 100_000;
/** Largest file accepted by upload (10 MiB). */
export const FEED_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Problems listed in a report (the counts are always complete). */
export const FEED_PROBLEMS_LISTED = 200;

export const FeedKindParam = z.object({ kind: z.enum(FEED_KINDS) });

/** POST /services/feeds/{kind}?preview=1: check and count only, write nothing. */
export const FeedUploadQuery = z.object({ preview: z._default(QueryFlag, false) });

/** GET /services/feeds/{kind}/template?format=csv|xlsx: headers in the request's language. */
export const FeedTemplateQuery = z.object({ format: z._default(z.enum(['csv', 'xlsx']), 'csv') });

/** A problem of one row: its line (the file's line, the header is line 1; a JSON row's 1-based position), the field, the text. */
export const FeedProblem = z.object({
  line: z.int(),
  field: z.nullable(z.enum(FEED_FIELDS)),
  message: z.string(),
});
export type FeedProblem = z.infer<typeof FeedProblem>;

/**
 * What a feed did, or would do with `preview`: `rows` read; `changed` rows that set a new value
 * (new or different); `unchanged` rows already holding their values; `errors` rows refused (any
 * refused row: nothing is applied); `problems` the first FEED_PROBLEMS_LISTED of them.
 */
export const FeedReport = z.object({
  kind: z.enum(FEED_KINDS),
  preview: z.boolean(),
  applied: z.boolean(),
  file_name: z.nullable(z.string()),
  rows: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  errors: z.int(),
  problems: z.array(FeedProblem),
});
export type FeedReport = z.infer<typeof FeedReport>;

export const FeedReportResponse = z.object({ data: FeedReport });

/**
 * The integration key's scope each kind needs on the machine API (POST /integration/feeds/{kind},
 * docs/integration-api.md#feeds): the stock kinds and shelf capacities `stock:write`, sales lines
 * `sales:write`, supplies `supplies:write`.
 */
export const FEED_KIND_SCOPES: Record<FeedKind, IntegrationScope> = {
  'outlet-stock': 'stock:write',
  'warehouse-stock': 'stock:write',
  'shelf-capacities': 'stock:write',
  sales: 'sales:write',
  supplies: 'supplies:write',
};

/** A value of a row sent as JSON: text, a number, a yes/no (premium) or nothing. */
const FeedValue = z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

/**
 * POST /integration/feeds/{kind}: the rows as objects keyed by the kind's fields (FEED_KIND_FIELDS;
 * other keys are ignored), at most FEED_MAX_ROWS; `preview` checks and counts without writing.
 */
export const IntegrationFeedBody = z.object({
  rows: z.array(z.record(z.string(), FeedValue)).check(z.maxLength(FEED_MAX_ROWS)),
  preview: z._default(z.boolean(), false),
});
export type IntegrationFeedBody = z.infer<typeof IntegrationFeedBody>;
