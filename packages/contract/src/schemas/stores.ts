import { z } from 'zod/mini';

/**
 * Ranking of a retail outlet (docs/rules.md#store Store.ranking): `number` is its place when all retail outlets
 * are ranked by units sold over their own report period ending today (null: no sales, not ranked);
 * `outlets_count` is how many outlets are ranked.
 */
export const StoreRanking = z.object({
  number: z.nullable(z.int().check(z.positive())),
  outlets_count: z.int().check(z.nonnegative()),
});
export type StoreRanking = z.infer<typeof StoreRanking>;

/**
 * Store of docs/rules.md#spec-3, one of the caller's own stores. `name` is cleaned of markup (`cleanStoreName`);
 * `quantity` is the units on the store's shelves (sum of its stock), `supplies` the units on their
 * way in; `ranking` only for retail outlets, null otherwise.
 */
export const Store = z.object({
  id: z.int(),
  name: z.string(),
  is_retail: z.boolean(),
  /** The store's city, to tell look-alike names apart (the selector's second line); null when unknown. */
  city: z.optional(z.nullable(z.string())),
  quantity: z.int(),
  supplies: z.int(),
  ranking: z.nullable(StoreRanking),
});
export type Store = z.infer<typeof Store>;

/** GET /store (docs/rules.md#stores-call): the caller's own stores, ordered by id. */
export const StoresResponse = z.object({ data: z.array(Store) });
/** PATCH /store/active/{id}: the store that is now current. */
export const StoreResponse = z.object({ data: Store });
