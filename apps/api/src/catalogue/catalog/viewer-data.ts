import { MAIN_STORE_ID, type Product, shelfOfProduct } from '@kits/contract';
import { LRUCache } from 'lru-cache';
import type { ViewScope } from '../../context/request-context';
import { type Executor, queryPrepared } from '../../db/client';
import type { RequestRevisions } from './request-revisions';
import type { LiveFields, ViewerFields } from './snapshot/product-json';
import type { RecommendationRow, SharedProduct } from './snapshot/snapshot';
import {
  type FiguresRow,
  figuresStatement,
  type StockRow,
  stockStatement,
  type UserDataRow,
  userDataStatement,
} from './viewer.sql';

/**
 * The viewer's data of the catalogue kept in the process (docs/rules.md#viewer-data, decision
 * 0044): per store its stock, per basket store its figures, per user their own data — each read
 * whole by one statement of viewer.sql.ts with the revisions it was read at, and used for a
 * request while those are as new as the request's (read by the auth statement when it began), so
 * a catalogue page is assembled without a statement of its own and never shows less than what was
 * committed before it began.
 */

/** Product ids ascending, with one or two counts each at the same index. */
type Sorted = { ids: Int32Array; values: Int32Array };

/** A store's stock: units and incoming supplies per product id (ascending); 0 without a row. */
export type StoreStock = { ids: Int32Array; quantity: Int32Array; supplies: Int32Array };

/** What a page shows of the store it is seen for, beyond stock (viewer.sql.ts `figuresStatement`). */
export type StoreFigures = {
  /** stores.currency, null when the store's row is missing. */
  currency: string | null;
  /** Units sold per product over the report period. */
  sold: Sorted;
  recommendations: Map<number, RecommendationRow[]>;
  /** The store's shelves by their category. */
  shelves: Map<number, FiguresRow['shelves']>;
};

/** The user's own data a page shows (viewer.sql.ts `userDataStatement`). */
export type UserData = {
  /** The user's stores of the version, by id. */
  mine: { id: number; name: string }[];
  basket: Sorted;
  /** Basket lines proposed by the auto order, ascending. */
  auto: Int32Array;
  orders: Sorted;
  favourites: Int32Array;
};

/** Everything of the viewer one page needs, as of the request's revisions or later. */
export type ViewerData = {
  user: UserData;
  figures: StoreFigures;
  /** The warehouse stock: the main store's of the version. */
  warehouse: StoreStock;
  /** The user's stores (user.mine) with their stock, in the same order. */
  stores: { id: number; name: string; stock: StoreStock }[];
};

/** Index of `id` in ascending `ids`, -1 when absent (binary search). */
export function indexOf(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const countOf = (sorted: Sorted, id: number) => {
  const i = indexOf(sorted.ids, id);
  return i < 0 ? 0 : sorted.values[i]!;
};

const sorted = (ids: number[], values: number[]): Sorted => ({
  ids: Int32Array.from(ids),
  values: Int32Array.from(values),
});

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Revisions as numbers in a fixed order per kind of data (a day as YYYYMMDD). */
type Tag = readonly number[];

/** Whether data read at `tag` is as new as `need` in every part (revisions only rise). */
export const covers = (tag: Tag, need: Tag): boolean => tag.every((t, i) => t >= need[i]!);

/** A value with the revisions it was read at and its size in bytes (an estimate, for the bound). */
type Tagged<V> = { tag: Tag; value: V; bytes: number };

/** Bytes the viewer data of one process may hold, least recently used first out. */
export const VIEWER_DATA_MAX_BYTES = 64 * 2 ** 20;

/**
 * Data kept per key with its revisions, bounded by bytes. `get` answers the kept value when its
 * revisions cover `need`; else one read per key at a time (callers meanwhile share it), read again
 * when the shared one began too early to cover `need`. `need` null: a read that begins after the
 * call, whatever is kept (the request's revisions do not cover this key). The newest read is kept.
 */
export function createTaggedCache(maxBytes: number) {
  const kept = new LRUCache<string, Tagged<unknown>>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.bytes + key.length * 2,
  });
  const reading = new Map<string, Promise<Tagged<unknown>>>();
  function read<V>(key: string, load: () => Promise<Tagged<V>>): Promise<Tagged<V>> {
    let pending = reading.get(key) as Promise<Tagged<V>> | undefined;
    if (!pending) {
      pending = load()
        .then((got) => {
          const old = kept.peek(key);
          if ((!old || covers(got.tag, old.tag)) && got.bytes < maxBytes) kept.set(key, got);
          return got;
        })
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  }
  return {
    async get<V>(key: string, need: Tag | null, load: () => Promise<Tagged<V>>): Promise<V> {
      const found = kept.get(key) as Tagged<V> | undefined;
      if (need && found && covers(found.tag, need)) return found.value;
      // A read in flight may have begun before the request: shared only when its revisions cover.
      const shared = reading.get(key) as Promise<Tagged<V>> | undefined;
      if (shared) {
        const got = await shared.catch(() => undefined);
        if (need && got && covers(got.tag, need)) return got.value;
      }
      // Begun after the request's revisions were read (and after any earlier read ended).
      return (await read(key, load)).value;
    },
  };
}

type TaggedCache = ReturnType<typeof createTaggedCache>;

const caches = new WeakMap<Executor, TaggedCache>();

function cacheOf(db: Executor): TaggedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTaggedCache(VIEWER_DATA_MAX_BYTES);
    caches.set(db, cache);
  }
  return cache;
}

const isMainStore = (storeId: number) => storeId === MAIN_STORE_ID.ru || storeId === MAIN_STORE_ID.en;

const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

/**
 * `row` with its three arrays in product id order: the statement aggregates the rows in the order
 * of its ordered subquery, which PostgreSQL keeps but does not promise; sorted here if not.
 */
export function inIdOrder(row: StockRow): StockRow {
  const ids = row.product_ids;
  let ordered = true;
  for (let i = 1; i < ids.length && ordered; i++) ordered = ids[i - 1]! < ids[i]!;
  if (ordered) return row;
  const order = ids.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  return {
    ...row,
    product_ids: order.map((i) => ids[i]!),
    quantities: order.map((i) => row.quantities[i]!),
    supplies: order.map((i) => row.supplies[i]!),
  };
}

/** Store `storeId`'s stock, as new as `at` (a main store's by the warehouse revision). */
function stockOf(db: Executor, storeId: number, at: RequestRevisions): Promise<StoreStock> {
  const main = isMainStore(storeId);
  const revision = main ? at.warehouse : at.stores.get(storeId);
  return cacheOf(db).get(`stock:${storeId}`, revision === undefined ? null : [revision], async () => {
    const [row] = await queryPrepared<StockRow>(db, {
      name: 'catalog:viewer-stock',
      build: stockStatement,
      values: { storeId },
    });
    const r = inIdOrder(row as StockRow);
    return {
      tag: [main ? r.warehouse_revision : r.store_revision],
      value: {
        ids: Int32Array.from(r.product_ids),
        quantity: Int32Array.from(r.quantities),
        supplies: Int32Array.from(r.supplies),
      },
      bytes: 12 * r.product_ids.length + 128,
    };
  });
}

/** The figures of store `storeId` (the basket store), as new as `at`. */
function figuresOf(db: Executor, storeId: number, at: RequestRevisions): Promise<StoreFigures> {
  const main = isMainStore(storeId);
  const revision = at.stores.get(storeId);
  const need = revision === undefined ? null : [revision, at.viewer, at.day, main ? at.warehouse : 0];
  return cacheOf(db).get(`figures:${storeId}`, need, async () => {
    const [row] = await queryPrepared<FiguresRow>(db, {
      name: 'catalog:viewer-figures',
      build: figuresStatement,
      values: { storeId },
    });
    const r = row as FiguresRow;
    const recommendations = groupBy(r.recommendations, (rec) => rec.product_id);
    return {
      tag: [r.store_revision, r.viewer_revision, dayNumber(r.day), main ? r.warehouse_revision : 0],
      value: {
        currency: r.currency,
        sold: sorted(r.sold_ids, r.sold_units),
        recommendations,
        shelves: groupBy(r.shelves, (shelf) => shelf.product_category_id),
      },
      bytes: 8 * r.sold_ids.length + 160 * r.recommendations.length + 240 * r.shelves.length + 256,
    };
  });
}

/** The user's own data for the basket store and version of `scope`, as new as `at`. */
function userDataOf(db: Executor, scope: ViewScope, at: RequestRevisions): Promise<UserData> {
  const { userId, basketStoreId, version } = scope;
  const key = `user:${userId}:${basketStoreId}:${version}`;
  return cacheOf(db).get(key, [at.user, at.viewer], async () => {
    const [row] = await queryPrepared<UserDataRow>(db, {
      name: 'catalog:viewer-user',
      build: userDataStatement,
      values: { userId, basketStoreId, version },
    });
    const r = row as UserDataRow;
    return {
      tag: [r.user_revision, r.viewer_revision],
      value: {
        mine: r.mine,
        basket: sorted(r.basket_ids, r.basket_counts),
        auto: Int32Array.from(r.auto_ids),
        orders: sorted(r.order_ids, r.order_units),
        favourites: Int32Array.from(r.favourite_ids),
      },
      bytes:
        8 * (r.basket_ids.length + r.order_ids.length) +
        4 * r.favourite_ids.length +
        64 * r.mine.length +
        256,
    };
  });
}

/**
 * The viewer's data a page needs for the asker `scope`, as new as the request's revisions `at` or
 * newer: kept ones, else read (docs/rules.md#viewer-data).
 */
export async function viewerDataOf(
  db: Executor,
  scope: ViewScope,
  at: RequestRevisions,
): Promise<ViewerData> {
  const [user, figures, warehouse] = await Promise.all([
    userDataOf(db, scope, at),
    figuresOf(db, scope.storeId, at),
    stockOf(db, scope.mainStoreId, at),
  ]);
  const stores = await Promise.all(
    user.mine.map(async (s) => ({ ...s, stock: await stockOf(db, s.id, at) })),
  );
  return { user, figures, warehouse, stores };
}

/**
 * The live fields of products `ids` in their order (docs/rules.md#catalogue-answers): the
 * warehouse stock, the user's basket line for the basket store, units in the user's own orders and
 * the favourite flag — what a kept answer is sent with. Needs only the user's data and the warehouse.
 */
export async function liveFieldsFor(
  db: Executor,
  options: { scope: ViewScope; at: RequestRevisions; ids: readonly number[] },
): Promise<LiveFields[]> {
  const { scope, at, ids } = options;
  const [user, warehouse] = await Promise.all([
    userDataOf(db, scope, at),
    stockOf(db, scope.mainStoreId, at),
  ]);
  return ids.map((id) => liveOf(user, warehouse, id));
}

function liveOf(user: UserData, warehouse: StoreStock, id: number): LiveFields {
  const w = indexOf(warehouse.ids, id);
  return {
    basket_count: countOf(user.basket, id),
    quantity: w < 0 ? 0 : warehouse.quantity[w]!,
    user_order_count: countOf(user.orders, id),
    from_auto_order: indexOf(user.auto, id) >= 0,
    is_favourite: indexOf(user.favourites, id) >= 0,
  };
}

/**
 * The viewer's fields of each product (docs/rules.md#catalogue-read-path) from the viewer data:
 * the live fields, the store's units sold over its report period, the user's stores with their
 * stock (0 without a row), the store's own recommendations, and the shelf of
 * docs/rules.md#capacity-relation chosen among the store's shelves by `shelfOfProduct` (the rule's
 * JS twin) from the product's category, parent, size and premium flag.
 */
export function viewerFieldsOf(
  data: ViewerData,
  products: readonly SharedProduct[],
): Map<number, ViewerFields> {
  const { user, figures, warehouse, stores } = data;
  // Products of one category, parent, size and premium flag stand on the same shelf.
  const shelfOf = new Map<string, Product['capacity']>();
  const fields = new Map<number, ViewerFields>();
  for (const product of products) {
    const { category_id, parent_id, size, is_premium } = product.shelf;
    const key = `${category_id}|${parent_id}|${size}|${is_premium}`;
    let capacity = shelfOf.get(key);
    if (capacity === undefined) {
      // Only a shelf of the product's category or its parent can hold it (docs/rules.md#capacity-relation).
      const own = figures.shelves.get(category_id) ?? [];
      const parents = parent_id === null ? [] : (figures.shelves.get(parent_id) ?? []);
      const shelf = shelfOfProduct(product.shelf, parents.length ? [...own, ...parents] : own);
      capacity = shelf && {
        capacity: shelf.capacity,
        count: shelf.count,
        supplies: shelf.supplies,
        alias_name: shelf.alias_name,
        is_premium: shelf.is_premium,
        size: shelf.size,
      };
      shelfOf.set(key, capacity);
    }
    const id = product.id;
    // The live fields' object grown by the viewer's own (not a spread: several times slower here).
    fields.set(
      id,
      Object.assign(liveOf(user, warehouse, id), {
        sales_for_report_period: countOf(figures.sold, id),
        stores: stores.map((store) => {
          const i = indexOf(store.stock.ids, id);
          return {
            id: store.id,
            name: store.name,
            quantity: i < 0 ? 0 : store.stock.quantity[i]!,
            supplies: i < 0 ? 0 : store.stock.supplies[i]!,
          };
        }),
        capacity,
        recommendations: figures.recommendations.get(id) ?? [],
      }),
    );
  }
  return fields;
}
