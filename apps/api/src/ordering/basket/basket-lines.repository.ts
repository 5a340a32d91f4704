import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { warehouseStockSql } from '../../rules/warehouse-stock.sql';

/**
 * Whole-basket line writes for flows that fill a basket from elsewhere (a shop order brought in,
 * docs/rules.md#shopify-orders), run inside the transaction holding the basket row's lock
 * (openBasket, decision 0006).
 */

/** A basket line as stored, for putting it back later in the same transaction. */
export type StoredBasketLine = {
  product_id: number;
  basket_count: number;
  from_auto_order: boolean;
  auto_order_reason: unknown;
  added_at: Date | string;
};

/** Every line of basket `basketId`, as stored. */
export function findBasketLines(tx: Executor, basketId: number): Promise<StoredBasketLine[]> {
  return queryRows<StoredBasketLine>(
    tx,
    sql`select product_id, basket_count, from_auto_order, auto_order_reason, added_at
      from basket_lines where basket_id = ${basketId} order by product_id`,
  );
}

/** Puts `lines` (as findBasketLines read them) back into the emptied basket. */
export async function restoreBasketLines(
  tx: Executor,
  options: { basketId: number; lines: StoredBasketLine[] },
): Promise<void> {
  if (options.lines.length === 0) return;
  const values = JSON.stringify(options.lines);
  await tx.execute(sql`insert into basket_lines (basket_id, product_id, basket_count, from_auto_order, auto_order_reason, added_at)
    select ${options.basketId}::int, (l->>'product_id')::int, (l->>'basket_count')::int,
      (l->>'from_auto_order')::boolean, l->'auto_order_reason', (l->>'added_at')::timestamptz
    from jsonb_array_elements(${values}::jsonb) l
    on conflict (basket_id, product_id) do update set basket_count = excluded.basket_count`);
}

/** What adding units did per product: the units wanted, added and the warehouse stock. */
export type AddedUnits = { id: number; wanted: number; added: number; stock: number };

/**
 * Adds `units` to the basket's lines as the basket's rule allows (docs/rules.md#basket-logic): at
 * most the warehouse stock (store `mainStoreId`) minus what the line holds, never below 0; a new
 * line starts at the units added. With `exact`, every unit is added whatever the stock (an order
 * send checks the stock itself). Answers each product's outcome.
 */
export async function addBasketUnits(
  tx: Executor,
  options: { basketId: number; mainStoreId: number; units: { id: number; count: number }[]; exact?: boolean },
): Promise<AddedUnits[]> {
  if (options.units.length === 0) return [];
  const values = JSON.stringify(options.units.map((u) => [u.id, u.count]));
  const rows = await queryRows<AddedUnits>(
    tx,
    sql`with v as (
        select (x->>0)::int as id, sum((x->>1)::int)::int as wanted
        from jsonb_array_elements(${values}::jsonb) x group by 1
      ),
      plan as (
        select v.id, v.wanted, ${warehouseStockSql(sql`v.id`, options.mainStoreId)}::int as stock,
          coalesce((select bl.basket_count from basket_lines bl
            where bl.basket_id = ${options.basketId} and bl.product_id = v.id), 0) as held
        from v
      ),
      sized as (
        select id, wanted, stock,
          case when ${options.exact ?? false}::boolean then wanted else greatest(0, least(wanted, stock - held)) end as added
        from plan
      ),
      ins as (
        insert into basket_lines as bl (basket_id, product_id, basket_count)
        select ${options.basketId}::int, id, added from sized where added > 0
        on conflict (basket_id, product_id) do update set basket_count = bl.basket_count + excluded.basket_count
      )
      select id, wanted, added, stock from sized order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), wanted: r.wanted, added: r.added, stock: r.stock }));
}
