import { z } from 'zod/mini';
import { Product } from './catalog';
import { dbId, PageMeta, pageNumber } from './common';

/**
 * Wire shapes of the favourite calls (docs/rules.md#favourite, docs/rules.md#favourites-flow, docs/rules.md#spec-7; docs/rules.md#decisions-3).
 * Always the caller's own favourites; pages of FAVOURITES_PAGE_SIZE (25, docs/rules.md#spec-9).
 */

/** GET /favourite query: `page` ≥ 1 (default 1). */
export const FavouritesQuery = z.object({ page: pageNumber() });
export type FavouritesQuery = z.infer<typeof FavouritesQuery>;

/** GET /favourite → `{ data: Product[], meta }`: full products, most recently added first. */
export const FavouritesResponse = z.object({ data: z.array(Product), meta: PageMeta });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** Favourite of docs/rules.md#favourite: the product id. */
export const Favourite = z.object({ id: z.int() });
export type Favourite = z.infer<typeof Favourite>;

/** PUT /favourite/{id}, DELETE /favourite/{id} → `{ data: { id } }`. */
export const FavouriteResponse = z.object({ data: Favourite });

/** Path parameter: the product id. */
export const FavouriteParam = z.object({ id: dbId() });
