import { z } from 'zod/mini';
import { IdParam, QueryFlag } from './common';

import { Etag } from './record-version';

/**
 * Price types (docs/rules.md#buyer-price): named price lists staff keep on
 * /services/price-types — wholesale, large wholesale, franchise… — each with a wholesale price per
 * product and currency. A counterparty's price type decides what its buyers see and pay; a product
 * without a price of the type costs its list price.
 */

/** A price type's name: 1–100 characters after trimming. */
export const PriceTypeName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * A price type as staff see it: `priced` products with a price of it in any currency,
 * `counterparties` that pay it (a used type can't be deleted), `external_id` its МойСклад price
 * type when it came from there (null: made here), and its version `etag`.
 */
export const PriceType = z.object({
  id: z.int(),
  name: z.string(),
  external_id: z.nullable(z.string()),
  priced: z.int(),
  counterparties: z.int(),
  etag: Etag,
});
export type PriceType = z.infer<typeof PriceType>;
export const PriceTypeResponse = z.object({ data: PriceType });
export const PriceTypesResponse = z.object({ data: z.array(PriceType) });

/** POST /services/price-types and PATCH /services/price-types/{id} body: the name, unique ignoring case. */
export const PriceTypeBody = z.strictObject({ name: PriceTypeName });
export type PriceTypeBody = z.infer<typeof PriceTypeBody>;

/** `{id}` of a price type: an id the database's integer holds (else 400). */
export const PriceTypeIdParam = IdParam;

/**
 * The columns of a price-type prices file (CSV or XLSX, docs/rules.md#buyer-price), in template
 * order: the product's code, the currency (optional: the version's currency when left out or
 * empty) and the price (empty: the product goes back to its list price for this type).
 */
export const PRICE_TYPE_PRICE_FIELDS = ['code', 'currency', 'price'] as const;
export type PriceTypePriceField = (typeof PRICE_TYPE_PRICE_FIELDS)[number];

/** A problem of one row of a price-type prices file: its line (the header is line 1), the field, the text. */
export const PriceTypePriceProblem = z.object({
  line: z.int(),
  field: z.nullable(z.enum(PRICE_TYPE_PRICE_FIELDS)),
  message: z.string(),
});
export type PriceTypePriceProblem = z.infer<typeof PriceTypePriceProblem>;

/** POST /services/price-types/{id}/prices?preview=1: check and count only, write nothing. */
export const PriceTypePricesQuery = z.object({ preview: z._default(QueryFlag, false) });

/**
 * What a price-type prices file did, or would do with `preview`: `rows` read; `changed` rows that
 * set a new price or removed one; `unchanged` rows already so; `errors` rows refused (any refused
 * row: nothing is applied); `problems` the first FEED_PROBLEMS_LISTED of them.
 */
export const PriceTypePricesReport = z.object({
  preview: z.boolean(),
  applied: z.boolean(),
  file_name: z.nullable(z.string()),
  rows: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  errors: z.int(),
  problems: z.array(PriceTypePriceProblem),
});
export type PriceTypePricesReport = z.infer<typeof PriceTypePricesReport>;
export const PriceTypePricesReportResponse = z.object({ data: PriceTypePricesReport });
