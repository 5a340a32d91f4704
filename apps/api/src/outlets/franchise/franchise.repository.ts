import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { outletRecentSalesSql } from '../sales';

/** SQL of the franchise pages: the caller's retail outlets, their sales and settings (written by the stores module). */

/** One of the user's retail outlets with its settings and shelf totals. */
export type OutletRow = {
  id: number;
  name: string;
  city: string | null;
  currency: string;
  /** The store's version (ru, en): its auto-order minimum and default sum follow it. */
  version: string;
  report_period_days: number;
  /** numeric as text, or null. */
  auto_order_sum: string | null;
  quantity: number;
  supplies: number;
};

/** The user's retail outlets (user_stores, stores.is_retail), ordered by id. */
export function findOwnOutlets(db: Executor, userId: number): Promise<OutletRow[]> {
  return queryRows<OutletRow>(
    db,
    sql`select s.id, s.name, s.city, s.currency, s.version, s.report_period_days,
        s.auto_order_sum::text as auto_order_sum,
        coalesce((select sum(st.quantity) from stock st where st.store_id = s.id), 0)::int as quantity,
        coalesce((select sum(st.supplies) from stock st where st.store_id = s.id), 0)::int as supplies
      from user_stores us join stores s on s.id = us.store_id and s.is_retail
      where us.user_id = ${userId}
      order by s.id`,
  );
}

/** users.ranking_access (docs/rules.md#user User.ranking.access). */
export async function findRankingAccess(db: Executor, userId: number): Promise<boolean> {
  const rows = await queryRows<{ ranking_access: boolean }>(
    db,
    sql`select ranking_access from users where id = ${userId}`,
  );
  return rows[0]?.ranking_access ?? false;
}

/** Units and money an outlet sold over its own report period, and that period's dates. */
export type OutletSalesRow = { store_id: number; units: number; amount: string; from: string; to: string };

/**
 * Sales of each given outlet over its own report period: `sold_on` in (current_date −
 * report_period_days, current_date] — the window of the ranking (decision 0005) — units and
 * revenue summed (in the outlet's currency) from the rollup sales_store_daily
 * (docs/rules.md#sales-rollups). One row per outlet, zeros without sales.
 */
export function findOutletSales(db: Executor, storeIds: readonly number[]): Promise<OutletSalesRow[]> {
  const ids = `{${storeIds.map((id) => Math.trunc(id)).join(',')}}`;
  return queryRows<OutletSalesRow>(
    db,
    sql`select s.id as store_id, x.units::int as units, x.revenue::text as amount,
        (current_date - (s.report_period_days - 1))::text as "from", current_date::text as "to"
      from stores s
        cross join lateral ${outletRecentSalesSql({ storeId: sql`s.id`, days: sql`s.report_period_days` })} x
      where s.id = any(${ids}::int[])
      order by s.id`,
  );
}
