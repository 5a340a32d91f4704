import {
  categoryOccupancy,
  mainStoreId,
  occupancyName,
  type StoreOccupancyResponse,
  storeOccupancy,
  storeOccupancyKey,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { toOccupancyEntry } from '../stores/stores.mappers';
import { storeOccupancyRows } from '../stores/stores.repository';
import { findBasketByShelf, findCategoryNames } from './occupancy.repository';

/**
 * GET /store/occupancy (spec §2 Modals: "Заполненность текущего магазина", §9): the current store's
 * shelves (users.current_store_id, else the version's main store — as /auth/me) with the units on
 * them and coming (the entries of User.store_occupancy), the caller's basket of that store per
 * shelf, each shelf's name and store-level percent and overflow, and the cost-weighted occupancy
 * per category and overall (contract `categoryOccupancy`) — three statements, none over the
 * catalogue. Shelves keep /auth/me's order (category, size, premium).
 */
export async function storeOccupancyModal(options: {
  db: Executor;
  caller: { auth: AuthContext; version: Version; lang: TextLanguage };
}): Promise<StoreOccupancyResponse['data']> {
  const { db, caller } = options;
  const storeId = caller.auth.currentStoreId ?? mainStoreId(caller.version);
  const [rows, basketRows] = await Promise.all([
    storeOccupancyRows(db, storeId),
    findBasketByShelf(db, { userId: caller.auth.userId, storeId }),
  ]);
  const basket = new Map(basketRows.map((r) => [storeOccupancyKey(r), Number(r.in_basket)]));
  const categoryIds = [...new Set(rows.map((r) => r.product_category_id))];
  const names = await findCategoryNames(db, { ids: categoryIds, lang: caller.lang });
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
      name: occupancyName(entry, caller.lang),
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
