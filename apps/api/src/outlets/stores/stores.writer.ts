import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * The one writer of `stores` (docs/rules.md#store): staff creating and editing a counterparty's
 * outlets, the approve flow, an owner's franchise settings, the import's main store and the demo
 * seed all call these. They write in the caller's transaction `db` and record no audit: the caller
 * that knows who and why does (entity store). The table's triggers (catalogue answers' revisions,
 * migration 0013) fire as for any write.
 */

/** The columns of a store its writers set; `auto_order_sum` a decimal string ('1500.00') or null. */
export type StoreWrite = {
  name: string;
  is_retail: boolean;
  city: string | null;
  currency: string;
  report_period_days: number;
  auto_order_sum: string | null;
  in_ranking: boolean;
};

/** The columns `updateStore` may set, in the order staff see them. */
export const STORE_FIELDS = [
  'name',
  'is_retail',
  'city',
  'currency',
  'report_period_days',
  'auto_order_sum',
  'in_ranking',
] as const satisfies readonly (keyof StoreWrite)[];

/**
 * A store to insert: `id` when it comes from outside (the stock system, the demo data), else the next
 * of stores_id_seq; `version` ru or en (decision 0014); `counterparty_id` its owner or null;
 * `in_ranking` true when omitted.
 */
export type NewStore = Omit<StoreWrite, 'in_ranking'> & {
  id?: number;
  version: string;
  counterparty_id: number | null;
  in_ranking?: boolean;
};

/** `insert into stores … select … from jsonb_to_recordset(rows)`, answering the new ids. */
const insertRows = (rows: readonly NewStore[]): SQL =>
  sql`insert into stores (id, name, is_retail, city, currency, report_period_days, auto_order_sum, in_ranking,
      version, counterparty_id)
    select coalesce(r.id, nextval('stores_id_seq')::int), r.name, r.is_retail, r.city, r.currency,
      r.report_period_days, r.auto_order_sum, coalesce(r.in_ranking, true), r.version, r.counterparty_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, name text, is_retail boolean, city text,
      currency text, report_period_days int, auto_order_sum numeric, in_ranking boolean, version text,
      counterparty_id int)
    returning id`;

/** Inserts one store (see NewStore) and answers its id. */
export async function insertStore(db: Executor, store: NewStore): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, insertRows([store]));
  return Number(row!.id);
}

/** Inserts many stores in one statement (the demo seed: ids given); answers how many. */
export async function insertStores(db: Executor, stores: readonly NewStore[]): Promise<number> {
  if (stores.length === 0) return 0;
  return (await queryRows<{ id: number }>(db, insertRows(stores))).length;
}

/** Writes the given columns of store `storeId` (none given: no statement). */
export async function updateStore(
  db: Executor,
  options: { storeId: number; values: Partial<StoreWrite> },
): Promise<void> {
  const sets = STORE_FIELDS.filter((field) => options.values[field] !== undefined).map((field) =>
    field === 'auto_order_sum'
      ? sql`auto_order_sum = ${options.values.auto_order_sum}::numeric`
      : sql`${sql.identifier(field)} = ${options.values[field]}`,
  );
  if (sets.length === 0) return;
  await db.execute(sql`update stores set ${sql.join(sets, sql`, `)} where id = ${options.storeId}`);
}

/**
 * Makes sure the main store `storeId` (1 Russian, 56 English; docs/rules.md#spec-9) exists, creating
 * it with its version's name and currency when the database has none (an empty install,
 * SEED=none). True if created.
 */
export async function ensureMainStore(db: Executor, storeId: 1 | 56): Promise<boolean> {
  const [name, currency, version] = storeId === 1 ? ['Склад', 'RUB', 'ru'] : ['Warehouse', 'EUR', 'en'];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into stores (id, name, is_retail, currency, version)
        values (${storeId}, ${name}, false, ${currency}, ${version})
        on conflict (id) do nothing returning id`,
  );
  return rows.length > 0;
}
