import { sql } from 'drizzle-orm';
import type { ViewScope } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';

/**
 * SQL of a shopping list's lines (docs/rules.md#shopping-lists), the one writer of
 * `shopping_list_lines`. Access is the caller's check (`visibleList`, `ownList`) before these run.
 */

/** A list line with its product as the caller sees it, before the mapper. */
export type ListLineRow = {
  id: number;
  code: string;
  name: string;
  category_slug: string;
  thumb_file_name: string | null;
  quantity: number;
  archived: boolean;
  price_with_discount: string | null;
  currency: string;
  stock: number;
  basket_count: number;
};

/**
 * The lines of list `listId` in the order they were added, with the product's code, name,
 * thumbnail, archived flag, the price in the current store's currency with the caller's discount
 * (as the basket shows it), the warehouse stock and the caller's basket count. Access is the
 * caller's check (findVisibleList) before this read.
 */
export function findListLines(
  db: Executor,
  options: { scope: ViewScope; listId: number },
): Promise<ListLineRow[]> {
  const { scope, listId } = options;
  const name = scope.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<ListLineRow>(
    db,
    sql`with ctx as materialized (
        select coalesce((select currency from stores where id = ${scope.currentStoreId}::int),
          ${scope.defaultCurrency}::text) as currency
      )
      select p.id, p.code, ${name} as name, c.slug as category_slug,
        (select m.thumb_file_name from media m where m.product_id = p.id
          order by m.collection_name <> 'main', m.position, m.id limit 1) as thumb_file_name,
        x.quantity, (p.archived_at is not null) as archived,
        ${priceWithDiscountSql(sql`pr.wholesale`, scope.discount)}::text as price_with_discount,
        ctx.currency, coalesce(ws.quantity, 0) as stock,
        coalesce((select bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
          where b.user_id = ${scope.userId} and b.store_id = ${scope.basketStoreId}
            and bl.product_id = p.id), 0) as basket_count
      from shopping_list_lines x
        join products p on p.id = x.product_id
        join categories c on c.id = p.category_id
        cross join ctx
        left join ${warehouseStockJoin('ws', sql`p.id`, scope.mainStoreId)}
        left join ${buyerPriceJoin('pr', { product: sql`p.id`, currency: sql`ctx.currency`, priceTypeId: scope.priceTypeId })}
      where x.list_id = ${listId}
      order by x.added_at, p.id`,
  );
}

/** A list line as ordered: units wanted and whether the product is archived. */
export type LineToOrderRow = { id: number; code: string; name: string; quantity: number; archived: boolean };

/** The lines of list `listId` for ordering, in the order added (names in `lang`). */
export function findLinesToOrder(
  db: Executor,
  options: { listId: number; lang: 'ru' | 'en' },
): Promise<LineToOrderRow[]> {
  const name = options.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<LineToOrderRow>(
    db,
    sql`select p.id, p.code, ${name} as name, x.quantity, (p.archived_at is not null) as archived
      from shopping_list_lines x join products p on p.id = x.product_id
      where x.list_id = ${options.listId}
      order by x.added_at, p.id`,
  );
}

/**
 * Adds `lines` to list `listId` in one statement: units of one product are summed, a product
 * already there gets them added, every line capped at `maxQuantity`; products that do not exist
 * are left out and answered (their ids). Moves the list's `updated_at`.
 */
export async function addListLines(
  db: Executor,
  options: { listId: number; lines: readonly { productId: number; quantity: number }[]; maxQuantity: number },
): Promise<{ unknown: number[] }> {
  const { listId, maxQuantity } = options;
  const values = JSON.stringify(options.lines.map((l) => ({ id: l.productId, q: l.quantity })));
  const rows = await queryRows<{ id: number; known: boolean }>(
    db,
    sql`with v as (
        select (e.j->>'id')::int as id, least(sum((e.j->>'q')::int), ${maxQuantity})::int as quantity,
          min(e.n) as n
        from jsonb_array_elements(${values}::jsonb) with ordinality as e(j, n) group by 1
      ),
      ins as (
        insert into shopping_list_lines as l (list_id, product_id, quantity, added_at)
        select ${listId}::int, v.id, v.quantity, clock_timestamp() + v.n * interval '1 microsecond'
        from v join products p on p.id = v.id
        on conflict (list_id, product_id)
          do update set quantity = least(l.quantity + excluded.quantity, ${maxQuantity}::int)
        returning l.product_id
      ),
      touched as (update shopping_lists set updated_at = now() where id = ${listId}::int)
      select v.id, exists (select 1 from products p where p.id = v.id) as known from v`,
  );
  return { unknown: rows.filter((r) => !r.known).map((r) => Number(r.id)) };
}

/** How many lines list `listId` would hold with `productIds` added (products already there counted once). */
export async function countLinesWith(
  db: Executor,
  options: { listId: number; productIds: readonly number[] },
): Promise<number> {
  const ids = `{${[...new Set(options.productIds.map(Math.trunc))].join(',')}}`;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
        select product_id from shopping_list_lines where list_id = ${options.listId}
        union select id from products where id = any(${ids}::int[])
      ) ids`,
  );
  return rows[0]?.n ?? 0;
}

/** Sets the units of product `productId`'s line in list `listId`; answers false when there is no such line. */
export async function setLineQuantity(
  db: Executor,
  options: { listId: number; productId: number; quantity: number },
): Promise<boolean> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`with upd as (
        update shopping_list_lines set quantity = ${options.quantity}
        where list_id = ${options.listId} and product_id = ${options.productId} returning product_id
      ),
      touched as (update shopping_lists set updated_at = now() where id = ${options.listId}
        and exists (select 1 from upd))
      select product_id from upd`,
  );
  return rows.length > 0;
}

/** Removes product `productId`'s line from list `listId` (nothing when it is not there). */
export async function deleteLine(
  db: Executor,
  options: { listId: number; productId: number },
): Promise<void> {
  await db.execute(
    sql`with del as (
        delete from shopping_list_lines where list_id = ${options.listId} and product_id = ${options.productId}
        returning product_id
      )
      update shopping_lists set updated_at = now() where id = ${options.listId} and exists (select 1 from del)`,
  );
}
