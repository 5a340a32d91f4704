import { type SQL, sql } from 'drizzle-orm';
import type { ViewScope } from '../../context/request-context';
import { type Executor, intArray, queryRows } from '../../db/client';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/**
 * SQL of the quick order (docs/rules.md#quick-order): products found by their code key, with the
 * catalogue's prices, the warehouse stock and the caller's basket count. The lines go into the
 * basket through the basket's one writer, `addBasketUnits`.
 */

/**
 * The code key of docs/rules.md#quick-order in SQL, the twin of the contract's `productCodeKey`
 * (lower case, letters and digits only; quick-order.api.test.ts proves they match): lower() as
 * the catalogue search uses it, then every character that is not a letter or a digit removed.
 */
export const productCodeKeySql = (code: SQL): SQL =>
  sql`regexp_replace(lower(${code}), '[^[:alnum:]]', '', 'g')`;

/** A product matched by a code key, as SQL answers it (before the mapper). */
export type QuickOrderProductRow = {
  key: string;
  id: number;
  code: string;
  name: string;
  category_slug: string;
  thumb_file_name: string | null;
  /** numeric(12,2) as text; null without a price row in the currency. */
  price_wholesale: string | null;
  price_with_discount: string | null;
  currency: string;
  /** Warehouse stock of the version's main store (0 without a row). */
  stock: number;
  /** Units of the product in the caller's basket (0: none). */
  basket_count: number;
};

/**
 * The products whose code key is one of `keys`, one per key (two codes with one key: the lowest
 * id), priced in the current store's currency (the version's default without one) at the buyer's
 * price of their price type (docs/rules.md#buyer-price) with the caller's discount, as the catalogue and the basket compute them. Read inside the transaction
 * that holds the basket's lock, `basket_count` stays true until it ends.
 */
export function findProductsByCodeKeys(
  db: Executor,
  options: { scope: ViewScope; keys: readonly string[] },
): Promise<QuickOrderProductRow[]> {
  const { scope, keys } = options;
  if (keys.length === 0) return Promise.resolve([]);
  return findProducts(db, {
    scope,
    found: sql`select distinct on (k.key) k.key, p.id
        from unnest(${`{${keys.map((k) => `"${k.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) as k(key)
          join products p on ${productCodeKeySql(sql`p.code`)} = k.key
        order by k.key, p.id`,
  });
}

/**
 * The products of `ids` (an unknown id is left out), with the same fields as findProductsByCodeKeys
 * (`key`: the product's code key): the batch add's products (docs/rules.md#basket-batch-add), read
 * under the basket's lock.
 */
export function findProductsByIds(
  db: Executor,
  options: { scope: ViewScope; ids: readonly number[] },
): Promise<QuickOrderProductRow[]> {
  const { scope, ids } = options;
  if (ids.length === 0) return Promise.resolve([]);
  return findProducts(db, {
    scope,
    found: sql`select ${productCodeKeySql(sql`p.code`)} as key, p.id from products p
        where p.id = any(${intArray(ids)}::int[])`,
  });
}

/** The fields of the products `found` (a select of `key, id`) names, for the caller's view. */
function findProducts(
  db: Executor,
  options: { scope: ViewScope; found: SQL },
): Promise<QuickOrderProductRow[]> {
  const { scope, found } = options;
  const name = scope.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<QuickOrderProductRow>(
    db,
    sql`with ctx as materialized (
        select coalesce((select currency from stores where id = ${scope.currentStoreId}::int),
          ${scope.defaultCurrency}::text) as currency
      ),
      found as (${found})
      select f.key, p.id, p.code, ${name} as name, c.slug as category_slug,
        (select m.thumb_file_name from media m where m.product_id = p.id
          order by m.collection_name <> 'main', m.position, m.id limit 1) as thumb_file_name,
        pr.wholesale::text as price_wholesale,
        ${priceWithDiscountSql(sql`pr.wholesale`, scope.discount)}::text as price_with_discount,
        ctx.currency, coalesce(ws.quantity, 0) as stock,
        coalesce((select bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
          where b.user_id = ${scope.userId} and b.store_id = ${scope.basketStoreId}
            and bl.product_id = p.id), 0) as basket_count
      from found f
        join products p on p.id = f.id
        join categories c on c.id = p.category_id
        cross join ctx
        left join ${warehouseStockJoin('ws', sql`p.id`, scope.mainStoreId)}
        left join ${buyerPriceJoin('pr', { product: sql`p.id`, currency: sql`ctx.currency`, priceTypeId: scope.priceTypeId })}`,
  );
}
