import { z } from 'zod/mini';

/** Every error body (docs/rules.md#decisions-2). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const PageMeta = z.object({
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
  last_page: z.int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** Money on the wire: a decimal string with two decimals, e.g. "1234.50". */
export const Money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export const MessageResponse = z.object({ message: z.string() });

/** Query flag accepting true/false/1/0 (the page sends strings). */
export const QueryFlag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

/** The largest id the database holds (`integer`, 2^31 − 1). */
export const DB_ID_MAX = 2_147_483_647;

/**
 * An id in a path, query or body: a whole number from 1 to 2^31 − 1 (strings are coerced). Anything
 * else fails validation (400 in a path or query, 422 in a body) instead of reaching the database.
 */
export const dbId = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(DB_ID_MAX));

/** A page number in a paged list's query: 1 to 1,000,000 (a larger page is past any list's end). */
export const pageNumber = () =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1);

export const IdParam = z.object({ id: dbId() });
