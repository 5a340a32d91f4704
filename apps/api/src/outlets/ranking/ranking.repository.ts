import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/** Places of retail outlets in the sales ranking (docs/rules.md#store Store.ranking, User.ranking). */
export type OutletRankings = {
  /** How many retail outlets are ranked (have sales in their report period): the M of 'N из M'. */
  outletsCount: number;
  /** Place (1 = most units sold) of each asked outlet that is ranked; unranked ones are absent. */
  places: Map<number, number>;
};

/**
 * The sales ranking of retail outlets — the one definition used by /auth/me and /store.
 * Every retail outlet (stores.is_retail, of any customer and version) that takes part in the
 * ranking (stores.in_ranking, set by staff: docs/rules.md#counterparty) is ranked by the units it
 * sold over its own report period ending today (the rollup sales_store_daily,
 * docs/rules.md#sales-rollups): `sold_on` in
 * (current_date − report_period_days, current_date], i.e. the last `report_period_days` days
 * including today. Units, not money, so outlets selling in different currencies compare fairly.
 * Outlets with no units sold are not ranked. Ties share a place (SQL `rank()`: 1, 2, 2, 4).
 * Answers the places of `storeIds` only, plus the size of the whole ranking.
 */
export async function outletRankings(db: Executor, storeIds: readonly number[]): Promise<OutletRankings> {
  const rows = await queryRows<{ outlets_count: number; ids: number[] | null; places: number[] | null }>(
    db,
    // `horizon` (the longest period) gives the planner one date range for the sales_store_daily_day index.
    sql`with horizon as (
        select current_date - coalesce(max(report_period_days), 0) as since from stores where is_retail and in_ranking
      ), totals as (
        select s.id, sum(sa.units) as sold
        from stores s
        join sales_store_daily sa on sa.store_id = s.id
          and sa.sold_on > current_date - s.report_period_days
          and sa.sold_on <= current_date
        where s.is_retail and s.in_ranking and sa.sold_on > (select since from horizon)
        group by s.id
        having sum(sa.units) > 0
      ), ranked as (
        select id, rank() over (order by sold desc) as place from totals
      )
      select (select count(*) from totals)::int as outlets_count,
        array_agg(id order by id) filter (where id = any(${intArray(storeIds)}::int[])) as ids,
        array_agg(place::int order by id) filter (where id = any(${intArray(storeIds)}::int[])) as places
      from ranked`,
  );
  const row = rows[0];
  const places = new Map<number, number>();
  row?.ids?.forEach((id, i) => {
    places.set(Number(id), Number(row.places![i]));
  });
  return { outletsCount: row?.outlets_count ?? 0, places };
}
