import { FAVOURITES_PAGE_SIZE, type PageMeta, type Product } from '@kits/contract';
import { listProductsByIds } from '../../catalogue/catalog';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { favouritesMessage } from './favourites.messages';
import { countFavourites, deleteFavourite, findFavouriteIds, insertFavourite } from './favourites.repository';

/**
 * Favourites (docs/rules.md#favourite, docs/rules.md#favourites-flow, docs/rules.md#spec-7; docs/rules.md#decisions-3). Every function works on the
 * caller's own rows only (the user id comes from the verified token, never from the request).
 */

/**
 * GET favourite: page `page` (1-based) of the caller's favourites as full Products of the catalogue
 * (the catalogue's one-statement page query over the page's ids, so every per-user field matches
 * the product table), most recently added first, FAVOURITES_PAGE_SIZE (25, docs/rules.md#page-sizes) per page.
 * `meta { page, per_page, total, last_page }`, last_page ≥ 1; a page past it answers `data: []`.
 */
export async function listFavourites(
  ctx: RequestContext,
  options: { db: Executor; page: number },
): Promise<{ data: Product[]; meta: PageMeta }> {
  const { db, page } = options;
  const perPage = FAVOURITES_PAGE_SIZE;
  const userId = ctx.requireUser().id;
  const [total, ids] = await Promise.all([
    countFavourites(db, userId),
    findFavouriteIds(db, { userId, limit: perPage, offset: (page - 1) * perPage }),
    ctx.storeSettings(db), // read alongside: the product statement reuses it
  ]);
  return {
    data: await listProductsByIds(ctx, { db, ids }),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * PUT favourite/{id}: adds product `productId` to the caller's favourites; idempotent (a second
 * call changes nothing). Throws NOT_FOUND (404) for an unknown product.
 */
export async function addFavourite(
  ctx: RequestContext,
  options: { db: Executor; productId: number },
): Promise<{ id: number }> {
  const { db, productId } = options;
  if (!(await insertFavourite(db, { userId: ctx.requireUser().id, productId }))) {
    throw new AppError('NOT_FOUND', {
      message: favouritesMessage(ctx.lang, 'unknownProduct', { id: productId }),
    });
  }
  return { id: productId };
}

/** DELETE favourite/{id}: removes product `productId` from the caller's favourites; idempotent. */
export async function removeFavourite(
  ctx: RequestContext,
  options: { db: Executor; productId: number },
): Promise<{ id: number }> {
  const { db, productId } = options;
  await deleteFavourite(db, { userId: ctx.requireUser().id, productId });
  return { id: productId };
}
