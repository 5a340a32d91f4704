import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
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

/**
 * What a refresh recomputes: the windows end at `today`; `storeIds` null = every outlet, else those
 * outlets' rows (with the network-wide ones, store_id null, which any outlet's sales move).
 */
export type RefreshScope = { today: string; storeIds: readonly number[] | null };

/** `column` is one of the scope's outlets (always true for the whole network). */
const inScope = (column: SQL, scope: RefreshScope) =>
  scope.storeIds === null ? sql`true` : sql`${column} = any(${intArray(scope.storeIds)}::int[])`;

/**
 * Takes the table's write lock until the transaction ends: refreshes run one after another (two
 * at once would each delete before the other's insert and keep both), readers are not blocked.
 */
export async function lockRecommendations(db: Executor) {
  await db.execute(sql`lock table smart_recommendations in share row exclusive mode`);
}

/**
 * Deletes the scope's rows: its outlets' and, with `network`, the network-wide ones (everything for
 * the whole network).
 */
export async function deleteScope(db: Executor, scope: RefreshScope, network: boolean) {
  await db.execute(
    sql`delete from smart_recommendations r
        where ${network ? sql`r.store_id is null or` : sql``} ${inScope(sql`r.store_id`, scope)}`,
  );
}

/** The windows (days) whose network top sellers are kept: recommend_to_buy's and overlook's. */
const TOP_WINDOWS = [90, 365] as const;

/** The day the kept network top sellers' windows end at ('YYYY-MM-DD'), null when none are kept. */
export async function networkTopSellersEndOn(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ ends_on: string | null }>(
    db,
    sql`select max(ends_on)::text as ends_on from network_top_sellers`,
  );
  return row?.ends_on ?? null;
}

/**
 * Replaces the kept network top sellers (network_top_sellers) with those of the windows ending at
 * `today`: per window of TOP_WINDOWS, the GLOBAL_TOP products by units summed over every outlet.
 */
export async function replaceNetworkTopSellers(db: Executor, today: string) {
  await db.execute(sql`delete from network_top_sellers`);
  for (const days of TOP_WINDOWS)
    await db.execute(sql`
      insert into network_top_sellers (window_days, product_id, units, ends_on)
      select ${days}::int, s.product_id, sum(s.units)::int as units, ${today}::date
      from sales_daily s where ${window(today, days)}
      group by s.product_id order by units desc, s.product_id limit ${GLOBAL_TOP}`);
}

/** Rows per kind in the scope (its outlets' and the network-wide ones). */
export async function countScope(db: Executor, scope: RefreshScope) {
  const rows = await queryRows<{ kind: string; n: number }>(
    db,
    sql`select recommendation_value as kind, count(*)::int as n from smart_recommendations r
        where r.store_id is null or ${inScope(sql`r.store_id`, scope)} group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Record<string, number>;
}

/** user_tops: the outlet's best sellers by units over 90 days. */
export async function insertUserTops(db: Executor, scope: RefreshScope) {
  const { today } = scope;
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'user_tops', store_id, product_id, units from (
      select s.store_id, s.product_id, sum(s.units)::int as units,
             row_number() over (partition by s.store_id order by sum(s.units) desc, s.product_id) as rn
      from sales_daily s where ${window(today, 90)} and ${inScope(sql`s.store_id`, scope)}
      group by s.store_id, s.product_id) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/** user_hot_two_weeks: last-14-days pace ≥ 1.5× the 90-day pace, at least 3 units in 14 days. */
export async function insertHotTwoWeeks(db: Executor, scope: RefreshScope) {
  const { today } = scope;
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'user_hot_two_weeks', store_id, product_id, units14 from (
      select store_id, product_id, units14,
             row_number() over (partition by store_id order by units14::float8 / units90 desc, units14 desc, product_id) as rn
      from (select s.store_id, s.product_id, sum(s.units)::int as units90,
                   (coalesce(sum(s.units) filter (where s.sold_on >= ${today}::date - 14), 0))::int as units14
            from sales_daily s where ${window(today, 90)} and ${inScope(sql`s.store_id`, scope)}
            group by s.store_id, s.product_id) paces
      where units14 >= 3 and units14 / 14.0 >= 1.5 * units90 / 90.0) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/**
 * Per retail outlet of the scope, the network's top sellers of the `days` days before today (the
 * first GLOBAL_TOP by units, as network_top_sellers keeps them: replaceNetworkTopSellers) that the
 * outlet may still order and that pass `unseen` (a condition on outlet `o` and product
 * `g.product_id`): the first PER_STORE_LIMIT by units, as `kind`.
 */
function insertNetworkTops(
  db: Executor,
  options: { kind: string; scope: RefreshScope; days: (typeof TOP_WINDOWS)[number]; unseen: SQL },
) {
  const { kind, scope, days, unseen } = options;
  return db.execute(sql`
    with g as (select product_id, units from network_top_sellers where window_days = ${days}::int)
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select ${kind}::text, store_id, product_id, units from (
      select o.id as store_id, g.product_id, g.units,
             row_number() over (partition by o.id order by g.units desc, g.product_id) as rn
      from stores o cross join g
      where o.is_retail and ${inScope(sql`o.id`, scope)} and ${orderable}
        and ${unseen}) t
    where rn <= ${PER_STORE_LIMIT}`);
}

/** recommend_to_buy: network top sellers (90 days) the outlet has neither on the shelf nor incoming. */
export async function insertRecommendToBuy(db: Executor, scope: RefreshScope) {
  await insertNetworkTops(db, {
    kind: 'recommend_to_buy',
    scope,
    days: 90,
    unseen: sql`not exists (select 1 from stock k where k.store_id = o.id and k.product_id = g.product_id
                        and k.quantity + k.supplies > 0)`,
  });
}

/** overlook: network good sellers of the year that the outlet has never sold. */
export async function insertOverlook(db: Executor, scope: RefreshScope) {
  await insertNetworkTops(db, {
    kind: 'overlook',
    scope,
    days: 365,
    unseen: sql`not exists (select 1 from sales_daily x where x.store_id = o.id and x.product_id = g.product_id)`,
  });
}

/** provided_at_showcase: the 50 products sold by the most outlets over 90 days; store_id null. */
export async function insertShowcase(db: Executor, { today }: RefreshScope) {
  await db.execute(sql`
    insert into smart_recommendations (recommendation_value, store_id, product_id, buy_times)
    select 'provided_at_showcase', null, s.product_id, sum(s.units)::int
    from sales_daily s where ${window(today, 90)}
    group by s.product_id
    order by count(distinct s.store_id) desc, sum(s.units) desc, s.product_id
    limit ${SHOWCASE_LIMIT}`);
}
