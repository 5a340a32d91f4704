import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { shelfOf, storeCapsCte } from '../catalog/capacity.sql';

/**
 * SQL of the auto order (docs/auto-order.md "Inputs"; decisions §3). The inputs of one outlet are
 * read in set-based statements whatever the catalogue's size: the outlet's settings, its shelves
 * (stores.repository `storeOccupancyRows`) and one statement for the products that matter.
 */

/** The caller's current store as the auto order sees it; `owned`: it is one of the caller's stores. */
export type OutletRow = {
  id: number;
  name: string;
  is_retail: boolean;
  currency: string;
  report_period_days: number;
  owned: boolean;
};

/** Settings of store `storeId` and whether `userId` owns it (user_stores); undefined when it does not exist. */
export async function findOutlet(
  db: Executor,
  options: { userId: number; storeId: number },
): Promise<OutletRow | undefined> {
  const rows = await queryRows<OutletRow>(
    db,
    sql`select s.id, s.name, s.is_retail, s.currency, s.report_period_days,
        exists (select 1 from user_stores us where us.user_id = ${options.userId} and us.store_id = s.id) as owned
      from stores s where s.id = ${options.storeId}`,
  );
  return rows[0];
}

/** The id of the user's basket of the store (no lock), or null when there is none yet. */
export async function findBasketId(db: Executor, key: { userId: number; storeId: number }) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from baskets where user_id = ${key.userId} and store_id = ${key.storeId}`,
  );
  return rows[0]?.id ?? null;
}

/**
 * A product the auto order of an outlet may touch, with everything `proposeAutoOrder` needs.
 * `shelf_*` is the key of the outlet's shelf the product stands on (the capacity relation: own
 * category or parent, same premium flag, same size or a size-less shelf, the most specific wins);
 * null when it has none.
 */
export type InputRow = {
  product_id: number;
  code: string;
  category_id: number;
  size: string | null;
  is_premium: boolean;
  shelf_category_id: number | null;
  shelf_size: string | null;
  shelf_premium: boolean | null;
  /** Wholesale price in the outlet's currency with the discount, numeric text; null without a price row. */
  price: string | null;
  warehouse: number;
  shelf_quantity: number;
  supplies: number;
  sold: number;
  in_basket: number;
};

/**
 * The products that matter for the auto order of `outletId`, in ONE statement:
 * - every product sold there over (current_date − days, current_date] (sales_store_product_day),
 * - every product in the basket `basketId` (their units count as already on their way),
 * - with `fill`: products the outlet neither holds nor awaits, that stand on one of its shelves,
 *   have a price above 0 and warehouse stock (the fill step's candidates).
 * Products held but never sold, or without a shelf and sales, are never ordered and are left out;
 * the shelves' use comes from `storeOccupancyRows`, not from these rows. Warehouse stock is the
 * stock row of `mainStoreId`; the price is `round(wholesale × (1 − discount/100), 2)`.
 */
export function findInputRows(
  db: Executor,
  options: {
    outletId: number;
    mainStoreId: number;
    basketId: number | null;
    currency: string;
    discount: number;
    days: number;
    fill: boolean;
  },
): Promise<InputRow[]> {
  const { outletId, mainStoreId, basketId, currency, discount, days, fill } = options;
  const shelf = shelfOf({
    categoryId: sql`g.category_id`,
    parentId: sql`c.parent_id`,
    size: sql`g.size`,
    isPremium: sql`g.is_premium`,
  });
  return queryRows<InputRow>(
    db,
    sql`with ${storeCapsCte(outletId)},
      sold as (
        select product_id, sum(quantity)::int as sold from sales
        where store_id = ${outletId}::int and sold_on > current_date - ${days}::int and sold_on <= current_date
        group by product_id
      ),
      held as materialized (
        select product_id, quantity, supplies from stock where store_id = ${outletId}::int
      ),
      basket as materialized (
        select product_id, basket_count from basket_lines where basket_id = ${basketId}::int
      ),
      groups as materialized (
        select g.category_id, g.size, g.is_premium, sc.product_category_id as shelf_category_id,
          sc.size as shelf_size, sc.is_premium as shelf_premium
        from (select distinct category_id, size, is_premium from products) g
          join categories c on c.id = g.category_id
          cross join lateral (${shelf}) sh
          join store_caps sc on sc.id = sh.id
      )
      select p.id as product_id, p.code, p.category_id, p.size, p.is_premium,
        gr.shelf_category_id, gr.shelf_size, gr.shelf_premium,
        round(pr.wholesale * (1 - ${discount}::numeric / 100), 2)::text as price,
        coalesce(w.quantity, 0)::int as warehouse,
        coalesce(h.quantity, 0)::int as shelf_quantity, coalesce(h.supplies, 0)::int as supplies,
        coalesce(s.sold, 0)::int as sold, coalesce(b.basket_count, 0)::int as in_basket
      from products p
        left join groups gr on gr.category_id = p.category_id and gr.size is not distinct from p.size
          and gr.is_premium = p.is_premium
        left join product_prices pr on pr.product_id = p.id and pr.currency = ${currency}
        left join stock w on w.store_id = ${mainStoreId}::int and w.product_id = p.id
        left join held h on h.product_id = p.id
        left join sold s on s.product_id = p.id
        left join basket b on b.product_id = p.id
      where s.product_id is not null or b.product_id is not null
        or (${fill}::boolean and gr.shelf_category_id is not null and pr.wholesale > 0 and w.quantity > 0
          and coalesce(h.quantity, 0) + coalesce(h.supplies, 0) <= 0)`,
  );
}

/** Marks the user's fresh auto orders of the store as superseded (a newer one replaces them). */
export async function supersedeFresh(tx: Executor, options: { userId: number; storeId: number }) {
  await tx.execute(sql`update auto_orders set status = 'superseded'
    where user_id = ${options.userId} and store_id = ${options.storeId} and status = 'fresh'`);
}

/** An auto_orders row as the API answers it; `created_at` a Date or timestamp text per driver. */
export type AutoOrderRow = {
  id: number;
  uuid: string;
  store_id: number;
  created_at: Date | string;
  sum_before: string;
};

/** A stored line: the proposal's line (`reason` with the basket units it counted). */
export type StoredLine = { product_id: number; count: number; price: string; sum: string; reason: unknown };

/** Inserts a fresh auto order with its lines; answers the row. */
export async function insertAutoOrder(
  tx: Executor,
  options: { userId: number; storeId: number; maxOrderSum: string; sumBefore: string; lines: StoredLine[] },
): Promise<AutoOrderRow> {
  const rows = await queryRows<AutoOrderRow>(
    tx,
    sql`insert into auto_orders (user_id, store_id, max_order_sum, sum_before, lines, status)
      values (${options.userId}, ${options.storeId}, ${options.maxOrderSum}::numeric,
        ${options.sumBefore}::numeric, ${JSON.stringify(options.lines)}::jsonb, 'fresh')
      returning id, uuid::text as uuid, store_id, created_at, sum_before::text as sum_before`,
  );
  return rows[0]!;
}

/**
 * Adds the lines to the (locked) basket: a new line starts at min(count, warehouse stock), an
 * existing one becomes min(its count + count, warehouse stock) and never goes down; every written
 * line is marked `from_auto_order` with its reason. Answers how many lines were written.
 */
export async function addAutoOrderLines(
  tx: Executor,
  options: {
    basketId: number;
    mainStoreId: number;
    lines: { product_id: number; count: number; reason: unknown }[];
  },
): Promise<number> {
  const { basketId, mainStoreId } = options;
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`insert into basket_lines as bl (basket_id, product_id, basket_count, from_auto_order, auto_order_reason)
      select ${basketId}::int, x.product_id, least(x.count, w.quantity), true, x.reason
      from jsonb_to_recordset(${JSON.stringify(options.lines)}::jsonb) as x(product_id int, count int, reason jsonb)
        join stock w on w.store_id = ${mainStoreId}::int and w.product_id = x.product_id
      where least(x.count, w.quantity) > 0
      on conflict (basket_id, product_id) do update set
        basket_count = greatest(bl.basket_count, least(bl.basket_count + excluded.basket_count,
          (select quantity from stock where store_id = ${mainStoreId}::int and product_id = excluded.product_id))),
        from_auto_order = true, auto_order_reason = excluded.auto_order_reason
      returning bl.product_id`,
  );
  return rows.length;
}
