import type { ReportBucket } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { outletDailySalesSql } from '../sales';

/**
 * SQL of the reports (docs/rules.md#reports). The sales reports read the rollups (sales_store_daily,
 * sales_category_daily), never raw `sales`. Every row query is keyset-paged: it answers the groups
 * after `after` (the previous page's last key, in the query's order), at most `limit`, so a
 * download reads the whole report page by page without an OFFSET scan or a held cursor.
 */

/** What every report query filters by: days `from`–`to` (both included) of `version`'s outlets/orders. */
export type ReportFilter = {
  from: string;
  to: string;
  version: 'ru' | 'en';
  bucket: ReportBucket;
  /** The version's time zone: an order's or auto order's day is its local day. */
  timeZone: string;
  status?: string;
  lang: 'ru' | 'en';
};

/** A page request: the last key of the previous page (null: from the start), and its size. */
export type PageRequest = { after: (string | number)[] | null; limit: number };

/** The first day of a whitelisted bucket holding the day `column` (day: itself, week: the Monday, month: the 1st). */
const bucketOf = (bucket: ReportBucket, column: SQL) =>
  bucket === 'day'
    ? sql`${column}`
    : sql`date_trunc(${sql.raw(bucket === 'week' ? "'week'" : "'month'")}, ${column})::date`;

/** `and (k1, k2, …) > (v1, v2, …)` when there is a previous page, else nothing. */
function afterKey(keys: SQL[], after: (string | number)[] | null): SQL {
  if (!after) return sql``;
  return sql`and (${sql.join(keys, sql`, `)}) > (${sql.join(
    after.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Units and revenue of one bucket of one outlet (sales-by-outlet). */
export type OutletSalesRow = {
  bucket: string;
  store_id: number;
  store_name: string;
  currency: string;
  units: number;
  revenue: string;
};

export function findOutletSales(db: Executor, filter: ReportFilter, page: PageRequest) {
  const bucket = bucketOf(filter.bucket, sql`d.sold_on`);
  return queryRows<OutletSalesRow>(
    db,
    sql`select ${bucket}::text as bucket, d.store_id, s.name as store_name, s.currency,
        sum(d.units)::int as units, round(sum(d.revenue), 2)::text as revenue
      from ${outletDailySalesSql()} d join stores s on s.id = d.store_id
      where s.version = ${filter.version} and d.sold_on between ${filter.from}::date and ${filter.to}::date
        ${afterKey([bucket, sql`d.store_id`], page.after)}
      group by ${bucket}, d.store_id, s.name, s.currency
      order by ${bucket}, d.store_id
      limit ${page.limit}`,
  );
}

/** Totals of one currency: units, revenue and how many report rows it has. */
export type CurrencyTotalsRow = { currency: string; units: number; revenue: string; rows: number };

export function findOutletSalesTotals(db: Executor, filter: ReportFilter) {
  const bucket = bucketOf(filter.bucket, sql`d.sold_on`);
  // Totals over the report's own groups (a hash aggregate; count(distinct) would sort every day row).
  return queryRows<CurrencyTotalsRow>(
    db,
    sql`select g.currency, sum(g.units)::int as units, round(sum(g.revenue), 2)::text as revenue,
        count(*)::int as rows
      from (select ${bucket} as bucket, d.store_id, s.currency, sum(d.units) as units, sum(d.revenue) as revenue
        from ${outletDailySalesSql()} d join stores s on s.id = d.store_id
        where s.version = ${filter.version} and d.sold_on between ${filter.from}::date and ${filter.to}::date
        group by 1, 2, 3) g
      group by g.currency order by g.currency`,
  );
}

/** Units and revenue of one bucket of one top-level category in one currency (sales-by-category). */
export type CategorySalesRow = {
  bucket: string;
  category_id: number;
  category_name: string;
  currency: string;
  units: number;
  revenue: string;
};

export function findCategorySales(db: Executor, filter: ReportFilter, page: PageRequest) {
  const bucket = bucketOf(filter.bucket, sql`d.sold_on`);
  const name = filter.lang === 'en' ? sql`coalesce(nullif(c.name_en, ''), c.name_ru)` : sql`c.name_ru`;
  // Grouped first, named after: the category join runs on the groups, not on every day row.
  return queryRows<CategorySalesRow>(
    db,
    sql`select g.bucket::text as bucket, g.category_id, ${name} as category_name, g.currency,
        g.units::int as units, round(g.revenue, 2)::text as revenue
      from (select ${bucket} as bucket, d.category_id, s.currency, sum(d.units) as units, sum(d.revenue) as revenue
        from sales_category_daily d join stores s on s.id = d.store_id
        where s.version = ${filter.version} and d.sold_on between ${filter.from}::date and ${filter.to}::date
        group by 1, 2, 3) g
      join categories c on c.id = g.category_id
      where true ${afterKey([sql`g.bucket`, sql`g.category_id`, sql`g.currency`], page.after)}
      order by g.bucket, g.category_id, g.currency
      limit ${page.limit}`,
  );
}

export function findCategorySalesTotals(db: Executor, filter: ReportFilter) {
  const bucket = bucketOf(filter.bucket, sql`d.sold_on`);
  return queryRows<CurrencyTotalsRow>(
    db,
    sql`select g.currency, sum(g.units)::int as units, round(sum(g.revenue), 2)::text as revenue,
        count(*)::int as rows
      from (select ${bucket} as bucket, d.category_id, s.currency, sum(d.units) as units, sum(d.revenue) as revenue
        from sales_category_daily d join stores s on s.id = d.store_id
        where s.version = ${filter.version} and d.sold_on between ${filter.from}::date and ${filter.to}::date
        group by 1, 2, 3) g
      group by g.currency order by g.currency`,
  );
}

/** Orders of one customer in one status and currency over the period (orders report). */
export type CustomerOrdersRow = {
  user_id: number;
  customer: string;
  counterparty: string | null;
  status: string;
  currency: string;
  orders: number;
  units: number;
  sum: string;
};

/** The orders of the filter: `version`, local day of created_at in the period, `status` if given. */
const ordersWhere = (filter: ReportFilter) => sql`o.version = ${filter.version}
  and (o.created_at at time zone ${filter.timeZone})::date between ${filter.from}::date and ${filter.to}::date
  ${filter.status ? sql`and o.status = ${filter.status}` : sql``}`;

export function findCustomerOrders(db: Executor, filter: ReportFilter, page: PageRequest) {
  return queryRows<CustomerOrdersRow>(
    db,
    sql`select o.user_id, u.username as customer, cp.legal_name as counterparty, o.status, o.currency,
        count(*)::int as orders, coalesce(sum(l.units), 0)::int as units,
        round(sum(o.sum - o.discount_sum), 2)::text as sum
      from orders o join users u on u.id = o.user_id
        left join counterparties cp on cp.id = u.counterparty_id
        left join lateral (select sum(ol.quantity) as units from order_lines ol where ol.order_id = o.id) l on true
      where ${ordersWhere(filter)}
        ${afterKey([sql`o.user_id`, sql`o.status`, sql`o.currency`], page.after)}
      group by o.user_id, u.username, cp.legal_name, o.status, o.currency
      order by o.user_id, o.status, o.currency
      limit ${page.limit}`,
  );
}

export function findCustomerOrdersTotals(db: Executor, filter: ReportFilter) {
  return queryRows<{ currency: string; orders: number; units: number; sum: string; rows: number }>(
    db,
    sql`select o.currency, count(*)::int as orders, coalesce(sum(l.units), 0)::int as units,
        round(sum(o.sum - o.discount_sum), 2)::text as sum,
        count(distinct (o.user_id, o.status))::int as rows
      from orders o
        left join lateral (select sum(ol.quantity) as units from order_lines ol where ol.order_id = o.id) l on true
      where ${ordersWhere(filter)}
      group by o.currency order by o.currency`,
  );
}

/** An outlet's stock units and incoming supplies over all its products (stock report). */
export type OutletStockRow = { store_id: number; store_name: string; units: number; supplies: number };

/** Outlets of `version` after `after` (by id), with their stock and supplies. */
export function findOutletStock(db: Executor, filter: ReportFilter, page: PageRequest) {
  return queryRows<OutletStockRow>(
    db,
    sql`select s.id as store_id, s.name as store_name,
        coalesce(st.units, 0)::int as units, coalesce(st.supplies, 0)::int as supplies
      from stores s
        left join lateral (select sum(x.quantity) as units, sum(x.supplies) as supplies
          from stock x where x.store_id = s.id) st on true
      where s.version = ${filter.version} ${page.after ? sql`and s.id > ${page.after[0]}` : sql``}
      order by s.id
      limit ${page.limit}`,
  );
}

/**
 * Auto orders per bucket and outlet (auto-orders report): computed (`created`), applied to the basket
 * (`applied`), and orders sent from the outlet holding at least one line that came from an auto
 * order (`sent`) with the units of those lines (`sent_units`).
 */
export type OutletAutoOrdersRow = {
  bucket: string;
  store_id: number;
  store_name: string;
  created: number;
  applied: number;
  sent: number;
  sent_units: number;
};

/**
 * The report's groups (bucket, store_id, created, applied, sent, sent_units): auto orders of
 * `version`'s outlets made on the period's days, and orders sent from them on those days, each on
 * its local day (one time-zone parameter), grouped apart and fully joined, so an outlet's bucket
 * with only one of the two is a row too. `after` (a keyset key) is applied inside each side, where
 * it is a plain filter on its group keys (`using` makes the joined keys one column each).
 */
function autoOrderGroups(filter: ReportFilter, after: PageRequest['after']) {
  const bucket = bucketOf(filter.bucket, sql`x.day`);
  return sql`(select ${bucket} as bucket, a.store_id, count(*) as created,
        count(*) filter (where a.status = 'applied') as applied
      from auto_orders a cross join lateral (select (a.created_at at time zone ${filter.timeZone})::date as day) x
        join stores s on s.id = a.store_id
      where s.version = ${filter.version} and x.day between ${filter.from}::date and ${filter.to}::date
      group by 1, 2
      having true ${afterKey([bucket, sql`a.store_id`], after)}) c
    full join (select ${bucket} as bucket, o.store_id, count(*) as sent, sum(l.units) as sent_units
      from orders o cross join lateral (select (o.created_at at time zone ${filter.timeZone})::date as day) x
        join stores s on s.id = o.store_id
        join lateral (select sum(ol.quantity) as units from order_lines ol
          where ol.order_id = o.id and ol.from_auto_order) l on l.units is not null
      where s.version = ${filter.version} and x.day between ${filter.from}::date and ${filter.to}::date
      group by 1, 2
      having true ${afterKey([bucket, sql`o.store_id`], after)}) t using (bucket, store_id)`;
}

export function findOutletAutoOrders(db: Executor, filter: ReportFilter, page: PageRequest) {
  return queryRows<OutletAutoOrdersRow>(
    db,
    sql`select g.bucket::text as bucket, g.store_id, s.name as store_name,
        coalesce(g.created, 0)::int as created, coalesce(g.applied, 0)::int as applied,
        coalesce(g.sent, 0)::int as sent, coalesce(g.sent_units, 0)::int as sent_units
      from (select bucket, store_id, created, applied, sent, sent_units
        from ${autoOrderGroups(filter, page.after)}
        order by bucket, store_id
        limit ${page.limit}) g
      join stores s on s.id = g.store_id
      order by g.bucket, g.store_id`,
  );
}

export function findOutletAutoOrdersTotals(db: Executor, filter: ReportFilter) {
  return queryRows<{ created: number; applied: number; sent: number; sent_units: number; rows: number }>(
    db,
    sql`select coalesce(sum(created), 0)::int as created, coalesce(sum(applied), 0)::int as applied,
        coalesce(sum(sent), 0)::int as sent, coalesce(sum(sent_units), 0)::int as sent_units,
        count(*)::int as rows
      from ${autoOrderGroups(filter, null)}`,
  );
}
