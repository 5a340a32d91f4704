import {
  categoryOccupancy,
  occupancyName,
  type StoreOccupancyResponse,
  storeOccupancy,
  storeOccupancyKey,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { storeOccupancyRows, toOccupancyEntry } from '../shelves';
import { findBasketByShelf, findCategoryNames } from './occupancy.repository';

/**
 * GET /store/occupancy (docs/rules.md#modals: "Заполненность текущего магазина", docs/rules.md#spec-9): the current store's
 * shelves (users.current_store_id, else the version's main store — as /auth/me) with the units on
 * them and coming (the entries of User.store_occupancy), the caller's basket of that store per
 * shelf, each shelf's name and store-level percent and overflow, and the cost-weighted occupancy
 * per category and overall (contract `categoryOccupancy`) — three statements, none over the
 * catalogue. Shelves keep /auth/me's order (category, size, premium).
 */
export async function storeOccupancyModal(
  ctx: RequestContext,
  options: { db: Executor },
): Promise<StoreOccupancyResponse['data']> {
  const { db } = options;
  const storeId = ctx.basketStoreId;
  const [rows, basketRows] = await Promise.all([
    storeOccupancyRows(db, storeId),
    findBasketByShelf(db, { userId: ctx.requireUser().id, storeId }),
  ]);
  const basket = new Map(basketRows.map((r) => [storeOccupancyKey(r), Number(r.in_basket)]));
  const categoryIds = [...new Set(rows.map((r) => r.product_category_id))];
  const names = await findCategoryNames(db, { ids: categoryIds, lang: ctx.lang });
  // Shelves sharing a key share their basket units: counted once, on the first of them.
  const counted = new Set<string>();
  const shelves = rows.map((row) => {
    const entry = toOccupancyEntry(row);
    const key = storeOccupancyKey(entry);
    const inBasket = counted.has(key) ? 0 : (basket.get(key) ?? 0);
    counted.add(key);
    const level = storeOccupancy(entry, inBasket);
    return {
      ...entry,
      key,
      name: occupancyName(entry, ctx.lang),
      category_name: names.get(entry.product_category_id) ?? '',
      in_basket: inBasket,
      percent: level.percent,
      overflow: level.overflow,
    };
  });
  const weighted = categoryOccupancy(shelves.map((s) => ({ ...s, supplies: s.supplies + s.in_basket })));
  return {
    store_id: storeId,
    shelves,
    categories: weighted.categories.map((c) => ({
      ...c,
      category_name: names.get(c.product_category_id) ?? '',
    })),
    overall: weighted.overall,
  };
}
