import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { buyerWholesaleSql, listedPriceSql } from '../../rules/price.sql';
import { warehouseStockSql } from '../../rules/warehouse-stock.sql';

/**
 * Whole-basket line writes for flows that fill a basket from elsewhere (repeat order, auto orders,
 * quick order, a shop order brought in: docs/rules.md#shopify-orders), run inside the transaction
 * holding the basket row's lock (openBasket, decision 0006). The basket module is the one writer of
 * `baskets` and `basket_lines`: other modules call these functions through its index.
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

/**
 * Puts `lines` (as findBasketLines read them, marks and added_at included) back into the emptied
 * basket, in the same transaction that read them and still holds the basket row's lock.
 */
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

/**
 * How `addBasketUnits` moves a line that holds `held` units when `count` units of its product come
 * in, the warehouse stock being `stock`:
 * - `within-stock`: + min(count, stock − held), never below 0 — the basket's rule
 *   (docs/rules.md#basket-logic): a Shopify order into the basket, a new auto order;
 * - `exact`: + count whatever the stock — the caller checked it under the lock (a quick order, a
 *   repeat order's plan) or the order send will (a Shopify order sent);
 * - `raise`: up to min(count, stock) when the line holds less, never lowered — "the larger count per
 *   product" of an auto order joined to (or replacing) the basket (docs/rules.md#auto-order-flow).
 */
export type BasketUnitsMode = 'within-stock' | 'exact' | 'raise';

/** Units of one product going into a basket; `reason`: the auto order's why, kept on a marked line. */
export type BasketUnit = { id: number; count: number; reason?: unknown };

/**
 * What adding units did per product: the units wanted, added (0: the line is as it was), the
 * warehouse stock, and the line's count afterwards (0: no line).
 */
export type AddedUnits = { id: number; wanted: number; added: number; stock: number; basketCount: number };

/**
 * The units a line gets, per mode, from `wanted`, `stock`, `held` and the product's pack `pm`
 * (columns of `plan` below): the line ends on whole packs (docs/rules.md#pack-multiple) — the
 * wanted units rounded up to whole packs, and where the stock limits them, down to the whole packs
 * the stock holds. With packs of 1 these are the plain rules above.
 */
const ADDED: Record<BasketUnitsMode, SQL> = {
  'within-stock': sql`greatest(0, (least(((held + wanted + pm - 1) / pm) * pm, stock) / pm) * pm - held)`,
  exact: sql`((held + wanted + pm - 1) / pm) * pm - held`,
  raise: sql`greatest(0, (least(((wanted + pm - 1) / pm) * pm, stock) / pm) * pm - held)`,
};

/**
 * The one writer of units into a basket's lines (docs/rules.md#basket-logic), for every flow that
 * fills a basket from elsewhere — repeat order, auto orders (create, union, replace), quick order,
 * a Shopify order — in ONE statement. A product without a price in the basket store's currency
 * for the basket's owner (docs/rules.md#no-price; their price type's, else the list's: docs/rules.md#buyer-price) gets no units in any mode. Units of one product are summed first; each line then moves
 * as `mode` says (default `within-stock`), the warehouse stock being store `mainStoreId`'s row (0
 * without one); a new line starts at the units added and a line that gets none is not written.
 * With `fromAutoOrder`, the lines written are marked `from_auto_order` with their unit's `reason`;
 * in `within-stock` mode every product the auto order names that has stock is marked, even a line
 * already at the stock (its count unchanged) — as the create call always did.
 *
 * Transaction and locks: call inside the transaction that holds the basket row's lock (`openBasket`,
 * decision 0006), so the counts read here stay true until it commits; the basket row is locked
 * first, then its lines are written; stock rows are read, never locked (only the order send locks
 * them, after the basket: decision 0018). Answers each product's outcome, by product id.
 */
export async function addBasketUnits(
  tx: Executor,
  options: {
    basketId: number;
    mainStoreId: number;
    units: readonly BasketUnit[];
    mode?: BasketUnitsMode;
    fromAutoOrder?: boolean;
  },
): Promise<AddedUnits[]> {
  if (options.units.length === 0) return [];
  const { basketId, mainStoreId } = options;
  const mode = options.mode ?? 'within-stock';
  const marked = options.fromAutoOrder ?? false;
  const units = JSON.stringify(
    options.units.map((u) => ({ id: u.id, count: u.count, reason: u.reason ?? null })),
  );
  const written =
    marked && mode === 'within-stock'
      ? sql`priced and least(wanted, stock) > 0 and held + added > 0`
      : sql`added > 0`;
  const rows = await queryRows<AddedUnits & { basket_count: number }>(
    tx,
    sql`with v as (
        select x.id, sum(x.count)::int as wanted, (array_agg(x.reason))[1] as reason
        from jsonb_to_recordset(${units}::jsonb) as x(id int, count int, reason jsonb) group by x.id
      ),
      currency as materialized (
        select s.currency, cp.price_type_id from baskets b join stores s on s.id = b.store_id
          join users u on u.id = b.user_id left join counterparties cp on cp.id = u.counterparty_id
        where b.id = ${basketId}::int
      ),
      plan as (
        select v.id, v.wanted, v.reason,
          -- A product without a price can't be ordered (docs/rules.md#no-price): it gets no units.
          -- The price is the basket owner's, of their price type (docs/rules.md#buyer-price).
          exists (select 1 from currency c
              where ${listedPriceSql(buyerWholesaleSql({ product: sql`v.id`, currency: sql`c.currency`, priceTypeId: sql`c.price_type_id` }))} is not null) as priced,
          ${warehouseStockSql(sql`v.id`, mainStoreId)}::int as stock,
          coalesce((select p.pack_multiple from products p where p.id = v.id), 1) as pm,
          coalesce((select bl.basket_count from basket_lines bl
            where bl.basket_id = ${basketId}::int and bl.product_id = v.id), 0) as held
        from v
      ),
      sized as (select *, case when priced then ${ADDED[mode]} else 0 end as added from plan),
      ins as (
        insert into basket_lines as bl (basket_id, product_id, basket_count${marked ? sql`, from_auto_order, auto_order_reason` : sql``})
        select ${basketId}::int, id, added${marked ? sql`, true, reason` : sql``} from sized where ${written}
        on conflict (basket_id, product_id) do update set basket_count = bl.basket_count + excluded.basket_count${
          marked ? sql`, from_auto_order = true, auto_order_reason = excluded.auto_order_reason` : sql``
        }
        returning bl.product_id, bl.basket_count
      )
      select s.id, s.wanted, s.added, s.stock, coalesce(ins.basket_count, s.held) as basket_count
      from sized s left join ins on ins.product_id = s.id
      order by s.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    wanted: Number(r.wanted),
    added: Number(r.added),
    stock: Number(r.stock),
    basketCount: Number(r.basket_count),
  }));
}
