import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { buyerPriceJoin, listedPriceSql } from '../../rules/price.sql';
import { warehouseStockJoin, warehouseStockSql } from '../../rules/warehouse-stock.sql';

/**
 * SQL of the basket (docs/rules.md#basket-logic; docs/rules.md#decisions-3). A basket is the row of `baskets` for
 * (user_id, store_id); writers lock that row first (`select … for update`) so the writes of one
 * basket are serialised, and the increment itself is one `insert … on conflict do update … where
 * basket_count < stock` so its stock check and its +1 can never be split by another request.
 */

/** Who owns a basket and where its stock comes from. */
export type BasketKey = {
  userId: number;
  /** The basket's store: the user's current store, else the version's main store. */
  storeId: number;
  /** The version's main store (1 ru, 56 en): its stock row is the warehouse stock. */
  mainStoreId: number;
};

/** The locked basket row: its id and the X-Basket-Uuid that changed it last (null: never). */
export type LockedBasket = { id: number; last_basket_uuid: string | null };

/** Creates the basket row when missing; race-free (`on conflict do nothing`). */
export async function ensureBasket(db: Executor, key: BasketKey): Promise<void> {
  await db.execute(sql`insert into baskets (user_id, store_id) values (${key.userId}, ${key.storeId})
    on conflict (user_id, store_id) do nothing`);
}

/**
 * Locks the basket row until the transaction ends (call inside `db.transaction`, with `tx`);
 * undefined when the user has no basket for the store.
 */
export async function lockBasket(tx: Executor, key: BasketKey): Promise<LockedBasket | undefined> {
  const rows = await queryRows<LockedBasket>(
    tx,
    sql`select id, last_basket_uuid::text as last_basket_uuid from baskets
      where user_id = ${key.userId} and store_id = ${key.storeId} for update`,
  );
  return rows[0];
}

/**
 * Records `basketUuid` (null: the request sent none) as the basket's last uuid and bumps updated_at
 * (decision 0006): the last step of every basket write, in the transaction holding the row's lock.
 */
export async function touchBasket(
  db: Executor,
  options: { basketId: number; basketUuid: string | null },
): Promise<void> {
  await db.execute(sql`update baskets set last_basket_uuid = ${options.basketUuid}::uuid, updated_at = now()
    where id = ${options.basketId}`);
}

/** Result of `increaseLine`. */
export type IncreaseRow = {
  /** Null when the user has no basket for the store yet (nothing was changed). */
  basket_id: number | null;
  /** The X-Basket-Uuid that changed the basket before this request (null: never). */
  previous_uuid: string | null;
  /** The line's new count, or null when stock did not allow +1 (nothing was changed). */
  basket_count: number | null;
};

/**
 * Adds one pack of `productId` (one unit unless it is sold in packs: docs/rules.md#pack-multiple)
 * in ONE statement: locks the basket row, inserts the line with one pack (when the warehouse stock
 * holds one) or raises it to the next whole pack (when the stock holds that many), and records
 * `basketUuid` on the basket only when the line changed. An unknown product has no stock row, so
 * it counts as stock 0. `on conflict do update` re-reads the latest committed line, so concurrent
 * increments never lose a count and never pass the stock.
 */
export async function increaseLine(
  db: Executor,
  options: BasketKey & { productId: number; basketUuid: string | null },
): Promise<IncreaseRow> {
  const { userId, storeId, mainStoreId, productId, basketUuid } = options;
  const rows = await queryRows<IncreaseRow>(
    db,
    sql`with basket as (
        select id, last_basket_uuid from baskets
        where user_id = ${userId} and store_id = ${storeId}
        for update
      ),
      warehouse as (
        select ${warehouseStockSql(sql`${productId}`, mainStoreId)} as quantity,
          coalesce((select pack_multiple from products where id = ${productId}), 1) as pm
      ),
      line as (
        insert into basket_lines as bl (basket_id, product_id, basket_count)
        select basket.id, ${productId}, warehouse.pm from basket, warehouse
        where warehouse.quantity >= warehouse.pm
        on conflict (basket_id, product_id) do update
          set basket_count = (bl.basket_count / (select pm from warehouse) + 1) * (select pm from warehouse)
          where (bl.basket_count / (select pm from warehouse) + 1) * (select pm from warehouse)
            <= (select quantity from warehouse)
        returning bl.basket_count
      ),
      touched as (
        update baskets set last_basket_uuid = ${basketUuid}::uuid, updated_at = now()
        where id = (select id from basket) and exists (select 1 from line)
        returning id
      )
      select (select id from basket) as basket_id,
        (select last_basket_uuid::text from basket) as previous_uuid,
        (select basket_count from line) as basket_count`,
  );
  return rows[0] ?? { basket_id: null, previous_uuid: null, basket_count: null };
}

/**
 * Takes one pack of `productId` off the (locked) basket (one unit unless sold in packs; a count
 * between packs goes down to the whole packs below it: docs/rules.md#pack-multiple), or deletes
 * the line at one pack or less.
 * Answers the new count (0: deleted), or undefined when the product is not in the basket.
 */
export async function decreaseLine(
  tx: Executor,
  options: { basketId: number; productId: number },
): Promise<number | undefined> {
  const { basketId, productId } = options;
  const rows = await queryRows<{ basket_count: number }>(
    tx,
    sql`with pack as (
        select coalesce((select pack_multiple from products where id = ${productId}), 1) as pm
      ),
      changed as (
        update basket_lines set basket_count = ((basket_count + pack.pm - 1) / pack.pm - 1) * pack.pm
        from pack
        where basket_id = ${basketId} and product_id = ${productId} and basket_count > pack.pm
        returning basket_count
      ),
      removed as (
        delete from basket_lines using pack
        where basket_id = ${basketId} and product_id = ${productId} and basket_count <= pack.pm
        returning 0 as basket_count
      )
      select basket_count from changed union all select basket_count from removed`,
  );
  return rows[0]?.basket_count;
}

/**
 * Sets the line of `productId` in the (locked) basket to `count` units (≥ 1): inserts it on top
 * when absent, else overwrites its count and keeps its place. The caller checked the stock.
 */
export async function setLine(tx: Executor, options: { basketId: number; productId: number; count: number }) {
  const { basketId, productId, count } = options;
  await tx.execute(sql`insert into basket_lines as bl (basket_id, product_id, basket_count)
    values (${basketId}, ${productId}, ${count})
    on conflict (basket_id, product_id) do update set basket_count = ${count}`);
}

/** Deletes the line of `productId` from the basket (nothing when absent). */
export async function deleteLine(tx: Executor, options: { basketId: number; productId: number }) {
  await tx.execute(
    sql`delete from basket_lines where basket_id = ${options.basketId} and product_id = ${options.productId}`,
  );
}

/**
 * Deletes every line of basket `basketId` (exported as `emptyBasket`: an auto order replacing the
 * basket, a Shopify order setting it aside). Run inside the transaction holding the basket row's
 * lock (`openBasket`, decision 0006), before any other write of its lines.
 */
export async function deleteAllLines(tx: Executor, basketId: number) {
  await tx.execute(sql`delete from basket_lines where basket_id = ${basketId}`);
}

/** Records the client's temporary uuid on an existing basket (GET basket?set-tmp-uuid); no-op without one. */
export async function setBasketUuid(db: Executor, options: BasketKey & { basketUuid: string }) {
  await db.execute(sql`update baskets set last_basket_uuid = ${options.basketUuid}::uuid
    where user_id = ${options.userId} and store_id = ${options.storeId}`);
}

/** The basket's lines as (product id, count), newest first. */
export function findItems(db: Executor, key: BasketKey): Promise<{ id: number; basket_count: number }[]> {
  return queryRows(
    db,
    sql`select bl.product_id as id, bl.basket_count
      from baskets b join basket_lines bl on bl.basket_id = b.id
      where b.user_id = ${key.userId} and b.store_id = ${key.storeId}
      order by bl.added_at desc, bl.product_id`,
  );
}

/** A product as a basket write checks it: name, warehouse stock, count in the basket, pack size. */
export type ProductState = { name: string; quantity: number; basket_count: number; pack_multiple: number };

/** Name (in `lang`), warehouse stock, basket count and pack of a product, for checks and messages; undefined if unknown. */
export async function findProductState(
  db: Executor,
  options: BasketKey & { productId: number; lang: 'ru' | 'en' },
): Promise<ProductState | undefined> {
  const name = options.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  const rows = await queryRows<ProductState>(
    db,
    sql`select ${name} as name, coalesce(ws.quantity, 0) as quantity, p.pack_multiple,
        coalesce((select bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
          where b.user_id = ${options.userId} and b.store_id = ${options.storeId}
            and bl.product_id = p.id), 0) as basket_count
      from products p
      left join ${warehouseStockJoin('ws', sql`p.id`, options.mainStoreId)}
      where p.id = ${options.productId}`,
  );
  return rows[0];
}

/**
 * Names (in `lang`) of those of `productIds` that have no price to be ordered at (docs/rules.md#no-price):
 * no wholesale price above 0 in the currency of store `storeId` (`defaultCurrency` without one),
 * as the basket and the catalogue price them. Unknown ids are left out (their own error names them).
 */
export async function findUnpriced(
  db: Executor,
  options: {
    productIds: readonly number[];
    storeId: number;
    defaultCurrency: string;
    /** The buyer's price type (docs/rules.md#buyer-price), null for list prices. */
    priceTypeId: number | null;
    lang: 'ru' | 'en';
  },
): Promise<{ id: number; name: string }[]> {
  if (options.productIds.length === 0) return [];
  const name = options.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select p.id, ${name} as name
      from products p
      left join ${buyerPriceJoin('pr', {
        product: sql`p.id`,
        currency: sql`coalesce((select currency from stores where id = ${options.storeId}::int), ${options.defaultCurrency}::text)`,
        priceTypeId: options.priceTypeId,
      })}
      where p.id = any(${intArray(options.productIds)}::int[]) and ${listedPriceSql(sql`pr.wholesale`)} is null
      order by p.id`,
  );
}
