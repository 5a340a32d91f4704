import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hasWarehouseStockSql, mainStoreIdSql } from '../../rules/warehouse-stock.sql';

/** How many products each per-store kind keeps per store, and the showcase size. */
export const PER_STORE_LIMIT = 20;
export const SHOWCASE_LIMIT = 50;
/** Global top sellers considered for recommend_to_buy and overlook. */
const GLOBAL_TOP = 200;

/**
 * Sales of the `days` days before `today` (today itself excluded: the day is not over), read from
 * the rollup sales_daily (one row per outlet, product and day: docs/rules.md#sales-rollups).
 */
const window = (today: string, days: number) =>
  sql`s.sold_on >= ${today}::date - ${days}::int and s.sold_on < ${today}::date`;

/** Products a retail outlet may still be advised to buy: not discontinued, in the main store's stock. */
const orderable = sql`
  not exists (select 1 from product_statuses ps join statuses st on st.id = ps.status_id
              where ps.product_id = g.product_id and st.slug = 'discontinued')
  and ${hasWarehouseStockSql(sql`g.product_id`, mainStoreIdSql(sql`o.version`))}`;

export async function deleteAll(db: Executor) {
  await db.execute(sql`delete from smart_recommendations`);
}

/** user_tops: the outlet's best sellers by units over 90 days. */
export async function insertUserTops(db: Executor, today: string) {
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'user_tops', store_id, product_id, units from (
      select s.store_id, s.product_id, sum(s.units)::int as units,
             row_number() over (partition by s.store_id order by sum(s.units) desc, s.product_id) as rn
      from sales_daily s where ${window(today, 90)}
      group by s.store_id, s.product_id) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/** user_hot_two_weeks: last-14-days pace ≥ 1.5× the 90-day pace, at least 3 units in 14 days. */
export async function insertHotTwoWeeks(db: Executor, today: string) {
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'user_hot_two_weeks', store_id, product_id, units14 from (
      select store_id, product_id, units14,
             row_number() over (partition by store_id order by units14::float8 / units90 desc, units14 desc, product_id) as rn
      from (select s.store_id, s.product_id, sum(s.units)::int as units90,
                   (coalesce(sum(s.units) filter (where s.sold_on >= ${today}::date - 14), 0))::int as units14
            from sales_daily s where ${window(today, 90)}
            group by s.store_id, s.product_id) paces
      where units14 >= 3 and units14 / 14.0 >= 1.5 * units90 / 90.0) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/**
 * Per retail outlet, the network's top sellers of the `days` days before `today` (the first
 * GLOBAL_TOP by units) that the outlet may still order and that pass `unseen` (a condition on
 * outlet `o` and product `g.product_id`): the first PER_STORE_LIMIT by units, as `kind`.
 */
function insertNetworkTops(
  db: Executor,
  options: { kind: string; today: string; days: number; unseen: SQL },
) {
  const { kind, today, days, unseen } = options;
  return db.execute(sql`
    with g as (select s.product_id, sum(s.units)::int as units from sales_daily s where ${window(today, days)}
               group by s.product_id order by units desc, s.product_id limit ${GLOBAL_TOP})
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select ${kind}::text, store_id, product_id, units from (
      select o.id as store_id, g.product_id, g.units,
             row_number() over (partition by o.id order by g.units desc, g.product_id) as rn
      from stores o cross join g
      where o.is_retail and ${orderable}
        and ${unseen}) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/** recommend_to_buy: network top sellers (90 days) the outlet has neither on the shelf nor incoming. */
export async function insertRecommendToBuy(db: Executor, today: string) {
  await insertNetworkTops(db, {
    kind: 'recommend_to_buy',
    today,
    days: 90,
    unseen: sql`not exists (select 1 from stock k where k.store_id = o.id and k.product_id = g.product_id
                        and k.quantity + k.supplies > 0)`,
  });
}

/** overlook: network good sellers of the year that the outlet has never sold. */
export async function insertOverlook(db: Executor, today: string) {
  await insertNetworkTops(db, {
    kind: 'overlook',
    today,
    days: 365,
    unseen: sql`not exists (select 1 from sales_daily x where x.store_id = o.id and x.product_id = g.product_id)`,
  });
}

/** provided_at_showcase: the 50 products sold by the most outlets over 90 days; store_id null. */
export async function insertShowcase(db: Executor, today: string) {
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'provided_at_showcase', null, s.product_id, sum(s.units)::int
    from sales_daily s where ${window(today, 90)}
    group by s.product_id
    order by count(distinct s.store_id) desc, sum(s.units) desc, s.product_id
    limit ${SHOWCASE_LIMIT}`);
}
