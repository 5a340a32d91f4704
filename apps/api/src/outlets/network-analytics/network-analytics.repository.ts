import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { outletDailySalesSql } from '../sales';

/**
 * SQL of the network analytics (docs/rules.md#network-analytics). Sales are read from the rollups
 * only (never raw `sales`): per outlet and day `sales_store_daily`, per top-level category, outlet
 * and day `sales_category_daily`, per product, outlet and day `sales_daily`, per version, month,
 * product and currency `sales_product_monthly`. Days are 'YYYY-MM-DD', both ends included.
 */

/** Which outlets and category a view covers: the version's retail outlets, or one of them. */
export type Scope = { version: 'ru' | 'en'; category: number | null; store: number | null };
export type Days = { from: string; to: string };

/** The outlets of a scope (a subquery of `stores` ids). */
const scopeStores = (scope: Scope): SQL =>
  sql`select id from stores where version = ${scope.version} and is_retail
    ${scope.store === null ? sql`` : sql`and id = ${scope.store}::int`}`;

/** Daily rows of a scope (outlet, day, units, revenue): all products, or the scope's category. */
const dailySource = (scope: Scope): SQL => outletDailySalesSql({ category: scope.category });

/** Units and revenue of a day (or bucket) in one currency. */
export type DayCurrencyRow = { sold_on: string; currency: string; units: number; revenue: string };

/** Units and revenue of the scope per day and currency over `days` (days without sales: no row). */
export function findDailyTotals(
  db: Executor,
  options: { scope: Scope; days: Days },
): Promise<DayCurrencyRow[]> {
  const { scope, days } = options;
  return queryRows<DayCurrencyRow>(
    db,
    sql`select d.sold_on::text as sold_on, s.currency, sum(d.units)::int as units, sum(d.revenue)::text as revenue
      from ${dailySource(scope)} d
      join stores s on s.id = d.store_id
      where d.sold_on between ${days.from}::date and ${days.to}::date
        and d.store_id in (${scopeStores(scope)})
      group by d.sold_on, s.currency`,
  );
}

/** An outlet of the scope with its units and revenue in the period and units in the previous one. */
export type OutletSalesRow = {
  store_id: number;
  name: string;
  city: string | null;
  currency: string;
  units: number;
  revenue: string;
  previous_units: number;
};

/** Every outlet of the scope (those without sales too) with its period's and previous period's figures. */
export function findOutletSales(
  db: Executor,
  options: { scope: Scope; days: Days; previous: Days },
): Promise<OutletSalesRow[]> {
  const { scope, days, previous } = options;
  return queryRows<OutletSalesRow>(
    db,
    sql`with sold as (
        select d.store_id,
          sum(d.units) filter (where d.sold_on >= ${days.from}::date) as units,
          sum(d.revenue) filter (where d.sold_on >= ${days.from}::date) as revenue,
          sum(d.units) filter (where d.sold_on <= ${previous.to}::date) as previous_units
        from ${dailySource(scope)} d
        where d.sold_on between ${previous.from}::date and ${days.to}::date
          and (d.sold_on >= ${days.from}::date or d.sold_on <= ${previous.to}::date)
          and d.store_id in (${scopeStores(scope)})
        group by d.store_id
      )
      select s.id as store_id, s.name, s.city, s.currency,
        coalesce(sold.units, 0)::int as units, coalesce(sold.revenue, 0)::numeric(14,2)::text as revenue,
        coalesce(sold.previous_units, 0)::int as previous_units
      from stores s left join sold on sold.store_id = s.id
      where s.id in (${scopeStores(scope)})`,
  );
}

/** A product's units and revenue in one currency. */
export type ProductCurrencyRow = { product_id: number; currency: string; units: number; revenue: string };

/** Products of a top-level category (the category_roots() subtree), as a subquery of ids. */
const categoryProducts = (category: number): SQL =>
  sql`select p.id from products p where p.category_id in (select id from category_roots() where root = ${category}::int)`;

/**
 * The network's best-selling products over `days`, in `sales_product_monthly` for the months the
 * range covers whole and `sales_daily` for the days of its partial months (`edges`): the `limit`
 * best by units (ties by product id), with their revenue per currency. Network-wide only (no outlet).
 */
export function findTopProductsNetwork(
  db: Executor,
  options: { scope: Scope; months: string[]; edges: Days[]; limit: number },
): Promise<ProductCurrencyRow[]> {
  const { scope, months, edges, limit } = options;
  const category =
    scope.category === null ? sql`` : sql`and x.product_id in (${categoryProducts(scope.category)})`;
  const parts: SQL[] = [];
  if (months.length > 0)
    parts.push(sql`select m.product_id, m.currency, m.units, m.revenue from sales_product_monthly m
      where m.version = ${scope.version} and m.month = any(${`{${months.join(',')}}`}::date[])`);
  for (const edge of edges)
    parts.push(sql`select d.product_id, s.currency, d.units, d.revenue from sales_daily d
      join stores s on s.id = d.store_id and s.version = ${scope.version}
      where d.sold_on between ${edge.from}::date and ${edge.to}::date`);
  if (parts.length === 0) return Promise.resolve([]);
  return queryRows<ProductCurrencyRow>(
    db,
    sql`with x as (${sql.join(parts, sql` union all `)}),
      per as (
        select x.product_id, x.currency, sum(x.units) as units, sum(x.revenue) as revenue
        from x where true ${category} group by x.product_id, x.currency
      ), top as (
        select product_id, sum(units) as units from per group by product_id
        having sum(units) > 0 order by sum(units) desc, product_id limit ${limit}::int
      )
      select per.product_id, per.currency, per.units::int as units, per.revenue::text as revenue
      from per join top using (product_id)`,
  );
}

/** Products of one outlet over `days` with units, revenue and stock now, the `limit` best by units. */
export type OutletProductRow = {
  product_id: number;
  units: number;
  revenue: string;
  stock: number;
};

/** One outlet's best-selling products (units desc, ties by product id) with its stock of each now. */
export function findOutletProducts(
  db: Executor,
  options: { storeId: number; category: number | null; days: Days; limit: number },
): Promise<OutletProductRow[]> {
  const { storeId, category, days, limit } = options;
  const inCategory = category === null ? sql`` : sql`and d.product_id in (${categoryProducts(category)})`;
  return queryRows<OutletProductRow>(
    db,
    sql`with top as (
        select d.product_id, sum(d.units) as units, sum(d.revenue) as revenue
        from sales_daily d
        where d.store_id = ${storeId}::int and d.sold_on between ${days.from}::date and ${days.to}::date ${inCategory}
        group by d.product_id having sum(d.units) > 0
        order by sum(d.units) desc, d.product_id limit ${limit}::int
      )
      select top.product_id, top.units::int as units, top.revenue::text as revenue,
        coalesce(st.quantity, 0)::int as stock
      from top left join stock st on st.store_id = ${storeId}::int and st.product_id = top.product_id
      order by top.units desc, top.product_id`,
  );
}

/** Codes and names (in `lang`) of products, by id. */
export function findProductNames(
  db: Executor,
  options: { ids: readonly number[]; lang: 'ru' | 'en' },
): Promise<{ id: number; code: string; name: string; source_href: string | null; archived: boolean }[]> {
  if (options.ids.length === 0) return Promise.resolve([]);
  const name = options.lang === 'en' ? sql`name_en` : sql`name_ru`;
  return queryRows(
    db,
    sql`select id, code, ${name} as name, source_href, archived_at is not null as archived from products where id = any(${`{${options.ids.map(Math.trunc).join(',')}}`}::int[])`,
  );
}

/** A top-level category's units and revenue in one currency over the period. */
export type CategoryCurrencyRow = { category_id: number; currency: string; units: number; revenue: string };

/** Units and revenue per top-level category and currency of the scope over `days`. */
export function findCategorySales(
  db: Executor,
  options: { scope: Scope; days: Days },
): Promise<CategoryCurrencyRow[]> {
  const { scope, days } = options;
  const category = scope.category === null ? sql`` : sql`and d.category_id = ${scope.category}::int`;
  return queryRows<CategoryCurrencyRow>(
    db,
    sql`select d.category_id, s.currency, sum(d.units)::int as units, sum(d.revenue)::text as revenue
      from sales_category_daily d join stores s on s.id = d.store_id
      where d.sold_on between ${days.from}::date and ${days.to}::date ${category}
        and d.store_id in (${scopeStores(scope)})
      group by d.category_id, s.currency`,
  );
}

/**
 * Units and revenue per top-level category and currency of the whole version (every selling store
 * of it) over a range split by months: `sales_product_monthly` (products → category_roots()) for the
 * whole `months`, `sales_category_daily` for the `edges` — a year costs its monthly rows instead
 * of every category-outlet-day.
 */
export function findCategorySalesNetwork(
  db: Executor,
  options: { scope: Scope; months: string[]; edges: Days[] },
): Promise<CategoryCurrencyRow[]> {
  const { scope, months, edges } = options;
  const parts: SQL[] = [];
  if (months.length > 0)
    parts.push(sql`select r.root as category_id, m.currency, m.units, m.revenue
      from sales_product_monthly m
      join products p on p.id = m.product_id
      join roots r on r.id = p.category_id
      where m.version = ${scope.version} and m.month = any(${`{${months.join(',')}}`}::date[])`);
  for (const edge of edges)
    parts.push(sql`select d.category_id, s.currency, d.units, d.revenue
      from sales_category_daily d join stores s on s.id = d.store_id and s.version = ${scope.version}
      where d.sold_on between ${edge.from}::date and ${edge.to}::date`);
  if (parts.length === 0) return Promise.resolve([]);
  const category = scope.category === null ? sql`` : sql`where x.category_id = ${scope.category}::int`;
  return queryRows<CategoryCurrencyRow>(
    db,
    sql`with roots as materialized (select id, root from category_roots()),
      x as (${sql.join(parts, sql` union all `)})
      select x.category_id, x.currency, sum(x.units)::int as units, sum(x.revenue)::text as revenue
      from x ${category} group by x.category_id, x.currency`,
  );
}

/** Stock now (units) per top-level category in the scope's outlets, with every top-level category's name. */
export function findCategoryStock(
  db: Executor,
  options: { scope: Scope; lang: 'ru' | 'en' },
): Promise<{ category_id: number; name: string; position: number; stock: number }[]> {
  const { scope } = options;
  const name = options.lang === 'en' ? sql`c.name_en` : sql`c.name_ru`;
  const category = scope.category === null ? sql`` : sql`and c.id = ${scope.category}::int`;
  return queryRows(
    db,
    sql`with roots as materialized (select id, root from category_roots()),
      by_category as (
        select p.category_id, sum(st.quantity) as stock
        from stock st join products p on p.id = st.product_id
        where st.store_id in (${scopeStores(scope)})
        group by p.category_id
      ), by_root as (
        select r.root, sum(b.stock) as stock from by_category b join roots r on r.id = b.category_id group by r.root
      )
      select c.id as category_id, ${name} as name, c.position, coalesce(b.stock, 0)::int as stock
      from categories c left join by_root b on b.root = c.id
      where c.parent_id is null ${category}`,
  );
}

/** The top-level category of each category id (category_roots()). */
export async function findCategoryRoots(db: Executor): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; root: number }>(db, sql`select id, root from category_roots()`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.root)]));
}

/** The retail outlets of a scope: id and name. */
export function findScopeOutlets(db: Executor, scope: Scope): Promise<{ id: number; name: string }[]> {
  return queryRows(db, sql`select id, name from stores where id in (${scopeStores(scope)}) order by id`);
}

/** An outlet of the drill-down with its counterparty's name; none when it is no retail outlet. */
export type OutletRow = {
  id: number;
  name: string;
  city: string | null;
  currency: string;
  report_period_days: number;
  counterparty_name: string | null;
  version: 'ru' | 'en';
};

export async function findOutlet(db: Executor, storeId: number): Promise<OutletRow | null> {
  const rows = await queryRows<OutletRow>(
    db,
    sql`select s.id, s.name, s.city, s.currency, s.report_period_days, c.legal_name as counterparty_name, s.version
      from stores s left join counterparties c on c.id = s.counterparty_id
      where s.id = ${storeId}::int and s.is_retail`,
  );
  return rows[0] ?? null;
}
