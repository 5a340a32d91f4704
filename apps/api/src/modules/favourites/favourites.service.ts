import { FAVOURITES_PAGE_SIZE, type PageMeta, type Product } from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toProduct } from '../catalog/catalog.mappers';
import { findProductPage } from '../catalog/catalog.repository';
import { type CatalogCaller, catalogViewer, loadViewer } from '../catalog/catalog.viewer';
import { favouritesMessage } from './favourites.messages';
import { countFavourites, deleteFavourite, findFavouriteIds, insertFavourite } from './favourites.repository';

/**
 * Favourites (spec §3 Favourite, §4 Favourites, §7; decisions §3). Every function works on the
 * caller's own rows only (the user id comes from the verified token, never from the request).
 */

/**
 * GET favourite: page `page` (1-based) of the caller's favourites as full Products of the catalogue
 * (the catalogue's one-statement page query over the page's ids, so every per-user field matches
 * the product table), most recently added first, FAVOURITES_PAGE_SIZE (25, spec §9) per page.
 * `meta { page, per_page, total, last_page }`, last_page ≥ 1; a page past it answers `data: []`.
 */
export async function listFavourites(options: {
  db: Executor;
  caller: CatalogCaller;
  page: number;
}): Promise<{ data: Product[]; meta: PageMeta }> {
  const { db, caller, page } = options;
  const perPage = FAVOURITES_PAGE_SIZE;
  const userId = caller.auth.userId;
  const [total, ids, viewer] = await Promise.all([
    countFavourites(db, userId),
    findFavouriteIds(db, { userId, limit: perPage, offset: (page - 1) * perPage }),
    loadViewer(db, catalogViewer(caller)),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await findProductPage(db, { filter: { ids }, viewer, sort: 'code', limit: ids.length, offset: 0 });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row, viewer)] : [];
    }),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * PUT favourite/{id}: adds product `productId` to the caller's favourites; idempotent (a second
 * call changes nothing). Throws NOT_FOUND (404) for an unknown product.
 */
export async function addFavourite(options: {
  db: Executor;
  userId: number;
  productId: number;
  lang: 'ru' | 'en';
}): Promise<{ id: number }> {
  const { db, userId, productId, lang } = options;
  if (!(await insertFavourite(db, { userId, productId }))) {
    throw new AppError('NOT_FOUND', {
      message: favouritesMessage(lang, 'unknownProduct', { id: productId }),
    });
  }
  return { id: productId };
}

/** DELETE favourite/{id}: removes product `productId` from the caller's favourites; idempotent. */
export async function removeFavourite(options: {
  db: Executor;
  userId: number;
  productId: number;
}): Promise<{ id: number }> {
  await deleteFavourite(options.db, options);
  return { id: options.productId };
}
