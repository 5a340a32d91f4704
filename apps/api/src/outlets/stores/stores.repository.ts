import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/** A store row with its shelf totals (docs/rules.md#store, before name cleaning and ranking). */
export type StoreTotalsRow = {
  id: number;
  name: string;
  is_retail: boolean;
  city: string | null;
  /** Units on the store's shelves: sum of its stock quantities. */
  quantity: number;
  /** Units on their way in: sum of its stock supplies. */
  supplies: number;
};

/** Settings of a store that `/auth/me` answers as `current_store` (docs/rules.md#user). */
export type StoreSettingsRow = {
  id: number;
  name: string;
  is_retail: boolean;
  report_period_days: number;
  /** numeric as a decimal string, or null. */
  auto_order_sum: string | null;
  currency: string;
};

/** The user's own stores (user_stores `us` joined to stores `s`) that pass `where`, with shelf totals. */
const ownStoresWithTotals = (where: SQL) =>
  sql`select s.id, s.name, s.is_retail, s.city,
      coalesce((select sum(st.quantity) from stock st where st.store_id = s.id), 0)::int as quantity,
      coalesce((select sum(st.supplies) from stock st where st.store_id = s.id), 0)::int as supplies
    from user_stores us
    join stores s on s.id = us.store_id
    where ${where}`;

/** The user's own stores (user_stores) of `version` (decision 0014) with shelf totals, ordered by id. */
export async function listOwnStores(
  db: Executor,
  userId: number,
  version: string,
): Promise<StoreTotalsRow[]> {
  return queryRows<StoreTotalsRow>(
    db,
    sql`${ownStoresWithTotals(sql`us.user_id = ${userId} and s.version = ${version}`)} order by s.id`,
  );
}

/** One of the user's own stores with shelf totals, or undefined when it is not theirs (or absent). */
export async function findOwnStore(
  db: Executor,
  options: { userId: number; storeId: number; version: string },
): Promise<StoreTotalsRow | undefined> {
  const rows = await queryRows<StoreTotalsRow>(
    db,
    ownStoresWithTotals(
      sql`us.user_id = ${options.userId} and us.store_id = ${options.storeId} and s.version = ${options.version}`,
    ),
  );
  return rows[0];
}

/** Sets users.current_store_id (docs/rules.md#store-switch). The caller checks ownership first. */
export async function setCurrentStore(db: Executor, options: { userId: number; storeId: number }) {
  await db.execute(sql`update users set current_store_id = ${options.storeId} where id = ${options.userId}`);
}

/** Settings of the given stores that exist, in the order of `storeIds` (first found first). */
export async function findStoreSettings(
  db: Executor,
  storeIds: readonly number[],
): Promise<StoreSettingsRow | undefined> {
  if (storeIds.length === 0) return undefined;
  const rows = await queryRows<StoreSettingsRow>(
    db,
    sql`select s.id, s.name, s.is_retail, s.report_period_days, s.auto_order_sum::text as auto_order_sum, s.currency
      from stores s
      where s.id = any(${intArray(storeIds)}::int[])
      order by array_position(${intArray(storeIds)}::int[], s.id)
      limit 1`,
  );
  return rows[0];
}
