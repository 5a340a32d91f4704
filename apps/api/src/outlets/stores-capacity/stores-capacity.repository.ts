import type { ShelfSettings } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/** A retail outlet of the stores-capacity page before its shelves are added. */
export type OutletRow = {
  id: number;
  name: string;
  city: string | null;
  version: string;
  currency: string;
  owners: string[];
};

/** `q` in the outlet's name or city (case-insensitive), or its id; `version` one version only. */
function outletFilter(options: { q?: string; version?: string }): SQL {
  const conditions = [sql`s.is_retail`];
  if (options.version) conditions.push(sql`s.version = ${options.version}`);
  if (options.q) {
    const pattern = `%${options.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(options.q) ? Number(options.q) : -1;
    conditions.push(
      sql`(lower(s.name) like ${pattern} or lower(coalesce(s.city, '')) like ${pattern} or s.id = ${id})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

const outletColumns = sql`s.id, s.name, s.city, s.version, s.currency,
  coalesce((select json_agg(u.username order by u.username) from user_stores us
    join users u on u.id = us.user_id where us.store_id = s.id), '[]') as owners`;

/** A page of retail outlets by id, with the total. */
export async function searchOutlets(
  db: Executor,
  options: { q?: string; version?: string; limit: number; offset: number },
): Promise<{ rows: OutletRow[]; total: number }> {
  const where = outletFilter(options);
  const [rows, [count]] = await Promise.all([
    queryRows<OutletRow>(
      db,
      sql`select ${outletColumns} from stores s where ${where}
          order by s.id limit ${options.limit} offset ${options.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from stores s where ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One retail outlet; `lock` takes its row lock for a write. Undefined when it is not a retail outlet. */
export async function findOutlet(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<OutletRow | undefined> {
  if (options.lock) await db.execute(sql`select id from stores where id = ${options.id} for update`);
  const [row] = await queryRows<OutletRow>(
    db,
    sql`select ${outletColumns} from stores s where s.id = ${options.id} and s.is_retail`,
  );
  return row;
}

/** Category names in the request language, by id (every category: tens of rows). */
export async function categoryNames(db: Executor, lang: 'ru' | 'en'): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    lang === 'en'
      ? sql`select id, name_en as name from categories`
      : sql`select id, name_ru as name from categories`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** A shelf as written: `cost` a decimal string. */
export type ShelfWrite = ShelfSettings;

/**
 * Replaces the outlet's capacities with `shelves`. A shelf keeps the `category_type_id` of the old
 * shelf with the same category, size and premium flag (staff do not edit it).
 */
export async function replaceCapacities(tx: Executor, storeId: number, shelves: ShelfWrite[]): Promise<void> {
  const rows = JSON.stringify(shelves);
  await tx.execute(sql`with old as (
      delete from capacities where store_id = ${storeId} returning product_category_id, size, is_premium, category_type_id
    )
    insert into capacities (store_id, product_category_id, size, is_premium, capacity, cost, alias_name, category_type_id)
    select ${storeId}, n.product_category_id, n.size, n.is_premium, n.capacity, n.cost, n.alias_name,
      (select o.category_type_id from old o where o.product_category_id = n.product_category_id
        and o.size is not distinct from n.size and o.is_premium = n.is_premium limit 1)
    from jsonb_to_recordset(${rows}::jsonb) as n(product_category_id int, size text, is_premium boolean,
      capacity int, cost numeric, alias_name text)`);
}

/** The ids of `ids` that are no category. */
export async function unknownCategoryIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select x.id from unnest(${intArray(ids)}::int[]) as x(id)
        where not exists (select 1 from categories c where c.id = x.id)`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Sets capacity and cost of the rows' shelves (by outlet, category, size, premium), inserting the
 * missing ones; rows already holding the values are left alone. Locks the outlets in id order
 * first. Answers the shelves inserted or updated.
 */
export async function upsertShelves(
  tx: Executor,
  rows: readonly {
    storeId: number;
    productCategoryId: number;
    size: string | null;
    isPremium: boolean;
    capacity: number;
    cost: string;
  }[],
): Promise<number> {
  const storeIds = [...new Set(rows.map((r) => r.storeId))].sort((a, b) => a - b);
  await tx.execute(
    sql`select id from stores where id = any(${intArray(storeIds)}::int[]) order by id for update`,
  );
  const json = JSON.stringify(
    rows.map((r) => ({
      store_id: r.storeId,
      product_category_id: r.productCategoryId,
      size: r.size,
      is_premium: r.isPremium,
      capacity: r.capacity,
      cost: r.cost,
    })),
  );
  const [result] = await queryRows<{ updated: number; inserted: number }>(
    tx,
    sql`with n as (
        select * from jsonb_to_recordset(${json}::jsonb) as n(store_id int, product_category_id int, size text,
          is_premium boolean, capacity int, cost numeric)
      ), updated as (
        update capacities c set capacity = n.capacity, cost = n.cost from n
        where c.store_id = n.store_id and c.product_category_id = n.product_category_id
          and c.size is not distinct from n.size and c.is_premium = n.is_premium
          and (c.capacity <> n.capacity or c.cost <> n.cost)
        returning c.id
      ), inserted as (
        insert into capacities (store_id, product_category_id, size, is_premium, capacity, cost)
        select n.store_id, n.product_category_id, n.size, n.is_premium, n.capacity, n.cost from n
        where not exists (select 1 from capacities c where c.store_id = n.store_id
          and c.product_category_id = n.product_category_id and c.size is not distinct from n.size
          and c.is_premium = n.is_premium)
        returning id
      )
      select (select count(*) from updated)::int as updated, (select count(*) from inserted)::int as inserted`,
  );
  return (result?.updated ?? 0) + (result?.inserted ?? 0);
}
