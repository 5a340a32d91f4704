import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL fragments over the sales rollups (docs/rules.md#sales-rollups-readers) for the modules that
 * read sales in their own statements (analytics, network analytics, reports, franchise): one text
 * for each expression they share, the tables' shapes known here only.
 */

/**
 * `day` is one of the `days` days ending today, today included: `day > current_date − days and
 * day <= current_date` — the window of an outlet's report period (docs/rules.md#report-period)
 * and of the year figures.
 */
export const lastDaysSql = (day: SQL, days: SQL): SQL =>
  sql`${day} > current_date - ${days} and ${day} <= current_date`;

/**
 * Units and revenue (in the outlet's currency) that outlet `storeId` sold over the `days` days
 * ending today (lastDaysSql), zeros without sales: a one-row subquery for `cross join lateral`,
 * read from sales_store_daily.
 */
export const outletRecentSalesSql = (options: { storeId: SQL; days: SQL }): SQL =>
  sql`(select coalesce(sum(sa.units), 0) as units, coalesce(sum(sa.revenue), 0) as revenue
      from sales_store_daily sa
      where sa.store_id = ${options.storeId} and ${lastDaysSql(sql`sa.sold_on`, options.days)})`;

/**
 * Sales per outlet and day (store_id, sold_on, units, revenue) as a subquery to select from: of
 * every product (sales_store_daily), or of one top-level category (sales_category_daily).
 */
export const outletDailySalesSql = (options: { category: number | null } = { category: null }): SQL =>
  options.category === null
    ? sql`(select store_id, sold_on, units, revenue from sales_store_daily)`
    : sql`(select store_id, sold_on, units, revenue from sales_category_daily where category_id = ${options.category}::int)`;
