import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { lastDaysSql, outletDailySalesSql } from '../sales';

/**
 * SQL of GET product/analytic/{productId} (docs/rules.md#product-analytic). Periods are the `days` whole
 * days ending today: `sold_on` in (current_date − days, current_date], the window of the catalogue's
 * sales_for_report_period and of the outlet ranking (decision 0005). Sales are read from the
 * rollups (docs/rules.md#sales-rollups): sales_daily per outlet, product and day, sales_store_daily
 * per outlet and day.
 */

/** A Postgres `int[]` literal (numbers only, nothing to escape). */

/** The caller's context: is the product known, the current store, and the caller's retail outlets. */
export type AnalyticContextRow = {
  product_exists: boolean;
  product_code: string | null;
  product_source_href: string | null;
  store_id: number | null;
  store_name: string | null;
  store_is_retail: boolean;
  report_period_days: number | null;
  /** The caller's own retail outlets of the request's version, by id. */
  outlet_ids: number[];
  /** All the caller's retail outlets, of either version (who may see analytics: docs/rules.md#spec-6). */
  outlets_count: number;
  /** Today, 'YYYY-MM-DD' (the database's current_date). */
  today: string;
};

export async function findAnalyticContext(
  db: Executor,
  options: { productId: number; userId: number; storeId: number; version: string },
): Promise<AnalyticContextRow> {
  const rows = await queryRows<AnalyticContextRow>(
    db,
    sql`select exists (select 1 from products where id = ${options.productId}) as product_exists,
        (select code from products where id = ${options.productId}) as product_code,
        (select source_href from products where id = ${options.productId}) as product_source_href,
        s.id as store_id, s.name as store_name, coalesce(s.is_retail, false) as store_is_retail,
        s.report_period_days,
        coalesce((select array_agg(us.store_id order by us.store_id) from user_stores us
          join stores o on o.id = us.store_id and o.is_retail and o.version = ${options.version}
          where us.user_id = ${options.userId}), '{}') as outlet_ids,
        (select count(*) from user_stores us join stores o on o.id = us.store_id and o.is_retail
          where us.user_id = ${options.userId})::int as outlets_count,
        current_date::text as today
      from (select 1) one left join stores s on s.id = ${options.storeId}`,
  );
  return rows[0]!;
}

/** The product's place by units in the store over the period among the products sold there. */
export async function findProductPosition(
  db: Executor,
  options: { productId: number; storeId: number; days: number },
): Promise<{ place: number | null; sold_products: number }> {
  const rows = await queryRows<{ place: number | null; sold_products: number }>(
    db,
    sql`with totals as (
        select product_id, sum(units) as units from sales_daily
        where store_id = ${options.storeId} and sold_on > current_date - ${options.days}::int
          and sold_on <= current_date
        group by product_id having sum(units) > 0
      )
      select (select count(*) from totals)::int as sold_products,
        case when mine.product_id is null then null
          else (select 1 + count(*) from totals t where t.units > mine.units)::int end as place
      from (select 1) one left join totals mine on mine.product_id = ${options.productId}`,
  );
  const row = rows[0]!;
  return { place: row.place, sold_products: row.sold_products };
}

/**
 * Per store of the scope (retail outlets of `version`; `storeIds` null = every one) that sold the
 * product over the year: units and days with sales over the report period (`periodDays`) and the
 * year (365).
 */
export type ProductSalesRow = {
  store_id: number;
  store_name: string;
  period_sales: number;
  period_days: number;
  year_sales: number;
  year_days: number;
};

export function findProductSales(
  db: Executor,
  options: {
    productId: number;
    storeIds: readonly number[] | null;
    version: string;
    periodDays: number;
    yearDays: number;
  },
): Promise<ProductSalesRow[]> {
  const scope =
    options.storeIds === null ? sql`` : sql`and s.store_id = any(${intArray(options.storeIds)}::int[])`;
  return queryRows<ProductSalesRow>(
    db,
    // sales_daily holds one row per outlet, product and day: an index-only range scan of
    // sales_daily_product_day, no grouping of sales lines.
    sql`with days as (
        select s.store_id, s.sold_on, s.units
        from sales_daily s
        where s.product_id = ${options.productId} and s.sold_on > current_date - ${options.yearDays}::int
          and s.sold_on <= current_date ${scope}
      )
      select d.store_id, st.name as store_name,
        coalesce(sum(d.units) filter (where d.sold_on > current_date - ${options.periodDays}::int), 0)::int
          as period_sales,
        count(*) filter (where d.sold_on > current_date - ${options.periodDays}::int and d.units > 0)::int
          as period_days,
        coalesce(sum(d.units), 0)::int as year_sales,
        count(*) filter (where d.units > 0)::int as year_days
      from days d join stores st on st.id = d.store_id and st.is_retail and st.version = ${options.version}
      group by d.store_id, st.name`,
  );
}

/** Units every given store sold over the report period and over the year (all products; sales_store_daily). */
export async function findStoreTotals(
  db: Executor,
  options: { storeIds: readonly number[]; periodDays: number; yearDays: number },
): Promise<Map<number, { period: number; year: number }>> {
  if (options.storeIds.length === 0) return new Map();
  const rows = await queryRows<{ store_id: number; period: number; year: number }>(
    db,
    sql`select s.store_id,
        coalesce(sum(s.units) filter (where ${lastDaysSql(sql`s.sold_on`, sql`${options.periodDays}::int`)}), 0)::int
          as period,
        coalesce(sum(s.units), 0)::int as year
      from ${outletDailySalesSql()} s
      where s.store_id = any(${intArray(options.storeIds)}::int[])
        and ${lastDaysSql(sql`s.sold_on`, sql`${options.yearDays}::int`)}
      group by s.store_id`,
  );
  return new Map(rows.map((r) => [Number(r.store_id), { period: Number(r.period), year: Number(r.year) }]));
}

/** How many retail outlets `version` has (every customer's). */
export async function countRetailOutlets(db: Executor, version: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stores where is_retail and version = ${version}`,
  );
  return rows[0]!.n;
}
