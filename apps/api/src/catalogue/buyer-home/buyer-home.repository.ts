import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/**
 * SQL of the buyer's home (docs/home.md). Sales come from the rollup `sales_daily` over the outlet's
 * report period — the same window and table as the product analytic's report period
 * (docs/rules.md#product-analytic) — and stock from the outlet's `stock` rows.
 */

/** An outlet the home shows: its settings, and today (the database's current_date, 'YYYY-MM-DD'). */
export type HomeOutletRow = {
  id: number;
  name: string;
  city: string | null;
  currency: string;
  version: 'ru' | 'en';
  report_period_days: number;
  /** The report period's first and last day ('YYYY-MM-DD'): the last `report_period_days` days ending today. */
  period_from: string;
  today: string;
};

const outletColumns = sql`s.id, s.name, s.city, s.currency, s.version, s.report_period_days,
  (current_date - (s.report_period_days - 1))::text as period_from, current_date::text as today`;

/**
 * The caller's own retail outlets of `version` (user_stores: the outlet-visibility rule of the
 * store list and the store switch, docs/rules.md#store), by id.
 */
export function findOwnOutlets(
  db: Executor,
  options: { userId: number; version: string },
): Promise<HomeOutletRow[]> {
  return queryRows<HomeOutletRow>(
    db,
    sql`select ${outletColumns} from user_stores us join stores s on s.id = us.store_id
      where us.user_id = ${options.userId} and s.is_retail and s.version = ${options.version}
      order by s.id`,
  );
}

/** A counterparty's retail outlets of `version` (stores.counterparty_id), by id, and its name. */
export async function findCounterpartyOutlets(
  db: Executor,
  options: { counterpartyId: number; version: string },
): Promise<{ name: string | null; outlets: HomeOutletRow[] }> {
  const [names, outlets] = await Promise.all([
    queryRows<{ name: string }>(
      db,
      sql`select legal_name as name from counterparties where id = ${options.counterpartyId}`,
    ),
    queryRows<HomeOutletRow>(
      db,
      sql`select ${outletColumns} from stores s
        where s.counterparty_id = ${options.counterpartyId} and s.is_retail and s.version = ${options.version}
        order by s.id`,
    ),
  ]);
  return { name: names[0]?.name ?? null, outlets };
}

/** A product of the outlet that sold over the period or is held (stock or supplies), with its top-level category. */
export type OutletProductRow = {
  product_id: number;
  code: string;
  name: string;
  category_root: number;
  sold: number;
  stock: number;
  supplies: number;
  warehouse_quantity: number;
};

/**
 * Per product of outlet `storeId`: units sold over `from`..`to` (sales_daily, both ends included),
 * stock and supplies now, and the units in `mainStoreId` (what can be ordered). Products neither
 * sold nor held are left out; archived ones too when they are not held.
 */
export function findOutletProducts(
  db: Executor,
  options: { storeId: number; mainStoreId: number; from: string; to: string; lang: 'ru' | 'en' },
): Promise<OutletProductRow[]> {
  const { storeId, from, to } = options;
  const name = options.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<OutletProductRow>(
    db,
    sql`with sold as (
        select d.product_id, sum(d.units)::int as units from sales_daily d
        where d.store_id = ${storeId}::int and d.sold_on between ${from}::date and ${to}::date
        group by d.product_id having sum(d.units) > 0
      ), held as (
        select product_id, quantity, supplies from stock
        where store_id = ${storeId}::int and (quantity <> 0 or supplies <> 0)
      ), lines as (
        select coalesce(s.product_id, h.product_id) as product_id, coalesce(s.units, 0) as sold,
          coalesce(h.quantity, 0) as stock, coalesce(h.supplies, 0) as supplies
        from sold s full join held h on h.product_id = s.product_id
      ), roots as materialized (select id, root from category_roots())
      select l.product_id, p.code, ${name} as name, r.root as category_root, l.sold::int as sold,
        l.stock::int as stock, l.supplies::int as supplies, coalesce(w.quantity, 0)::int as warehouse_quantity
      from lines l join products p on p.id = l.product_id
      join roots r on r.id = p.category_id
      left join stock w on w.store_id = ${options.mainStoreId}::int and w.product_id = l.product_id`,
  );
}

/** Top-level categories: id → slug (for the catalogue's links). */
export async function findRootSlugs(db: Executor): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from categories where parent_id is null`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.slug]));
}

/**
 * What sells elsewhere in the network and outlet `storeId` lacks: its `recommend_to_buy` smart
 * recommendations (docs/recommendations.md#recommend_to_buy), best first, `limit` of them.
 */
export function findNetworkLacks(
  db: Executor,
  options: { storeId: number; lang: 'ru' | 'en'; limit: number },
): Promise<{ product_id: number; code: string; name: string; network_units: number }[]> {
  const name = options.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows(
    db,
    sql`select r.product_id, p.code, ${name} as name, r.buy_times::int as network_units
      from smart_recommendations r join products p on p.id = r.product_id
      where r.store_id = ${options.storeId}::int and r.recommendation_value = 'recommend_to_buy'
      order by r.buy_times desc, r.product_id limit ${options.limit}::int`,
  );
}

/** The caller's reminder threshold (users.reorder_reminder_days; null: off). */
export async function findReminderDays(db: Executor, userId: number): Promise<number | null> {
  const rows = await queryRows<{ days: number | null }>(
    db,
    sql`select reorder_reminder_days as days from users where id = ${userId}`,
  );
  return rows[0]?.days ?? null;
}

/** The category slugs of shelves' categories (capacities.product_category_id → its slug). */
export async function findCategorySlugs(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from categories where id = any(${intArray(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.slug]));
}
