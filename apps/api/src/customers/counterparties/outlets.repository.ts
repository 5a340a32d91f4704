import { mainStoreId, type Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of a counterparty's outlets (stores.counterparty_id) and its users' orders (docs/rules.md#counterparty). */

/** A store of a counterparty as written; auto_order_sum a decimal string or null. */
export type OutletRow = {
  id: number;
  name: string;
  is_retail: boolean;
  city: string | null;
  currency: string;
  report_period_days: number;
  auto_order_sum: string | null;
  in_ranking: boolean;
};
/** The columns staff write (auto_order_sum a decimal string). */
export type OutletWrite = Omit<OutletRow, 'id'>;
export const OUTLET_FIELDS = [
  'name',
  'is_retail',
  'city',
  'currency',
  'report_period_days',
  'auto_order_sum',
  'in_ranking',
] as const satisfies readonly (keyof OutletWrite)[];

const outletColumns = sql`s.id, s.name, s.is_retail, s.city, s.currency, s.report_period_days,
  s.auto_order_sum::text as auto_order_sum, s.in_ranking`;

/** The stores of counterparty `counterpartyId`, by id. */
export function findOutlets(db: Executor, counterpartyId: number): Promise<OutletRow[]> {
  return queryRows<OutletRow>(
    db,
    sql`select ${outletColumns} from stores s where s.counterparty_id = ${counterpartyId} order by s.id`,
  );
}

/** Store `storeId` when counterparty `counterpartyId` owns it; `lock` takes its row lock. */
export async function findOutlet(
  db: Executor,
  options: { counterpartyId: number; storeId: number; lock?: boolean },
): Promise<OutletRow | undefined> {
  const [row] = await queryRows<OutletRow>(
    db,
    sql`select ${outletColumns} from stores s
        where s.id = ${options.storeId} and s.counterparty_id = ${options.counterpartyId}
        ${options.lock ? sql`for update` : sql``}`,
  );
  return row;
}

/**
 * Inserts a store of counterparty `counterpartyId` in its `version` (the id from stores_id_seq)
 * and links every user of the counterparty to it (user_stores). A retail outlet also becomes the
 * current store of those users who have none or still stand on the version's main store. Answers
 * the new id.
 */
export async function insertOutlet(
  db: Executor,
  options: { counterpartyId: number; version: Version; values: OutletWrite },
): Promise<number> {
  const { counterpartyId, version, values: v } = options;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into stores (name, is_retail, city, currency, report_period_days, auto_order_sum, in_ranking,
          version, counterparty_id)
        values (${v.name}, ${v.is_retail}, ${v.city}, ${v.currency}, ${v.report_period_days},
          ${v.auto_order_sum}::numeric, ${v.in_ranking}, ${version}, ${counterpartyId})
        returning id`,
  );
  const id = Number(row!.id);
  await db.execute(
    sql`insert into user_stores (user_id, store_id)
        select u.id, ${id} from users u where u.counterparty_id = ${counterpartyId}
        on conflict do nothing`,
  );
  if (v.is_retail)
    await db.execute(
      sql`update users set current_store_id = ${id}
          where counterparty_id = ${counterpartyId}
            and (current_store_id is null or current_store_id = ${mainStoreId(version)})`,
    );
  return id;
}

/** Writes the given columns of store `storeId`. */
export async function updateOutlet(
  db: Executor,
  options: { storeId: number; values: Partial<OutletWrite> },
): Promise<void> {
  const sets = Object.entries(options.values).map(([field, value]) =>
    field === 'auto_order_sum' ? sql`auto_order_sum = ${value}::numeric` : sql`${sql.raw(field)} = ${value}`,
  );
  if (sets.length === 0) return;
  await db.execute(sql`update stores set ${sql.join(sets, sql`, `)} where id = ${options.storeId}`);
}

/** Whether counterparty `id` has any user or store (its version is then fixed). */
export async function hasUsersOrOutlets(db: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from users where counterparty_id = ${id})
        or exists(select 1 from stores where counterparty_id = ${id}) as taken`,
  );
  return row!.taken;
}

/** An order of a counterparty's user as its list shows it; sums decimal strings. */
export type CounterpartyOrderRow = {
  uuid: string;
  name: string;
  created_at: Date | string;
  store_id: number;
  store_name: string;
  username: string;
  sum: string;
  sum_with_discount: string;
  currency: string;
  status: string;
};

/** A page of the orders of counterparty `id`'s users, newest first, with the total. */
export async function findCounterpartyOrders(
  db: Executor,
  options: { id: number; limit: number; offset: number },
): Promise<{ rows: CounterpartyOrderRow[]; total: number }> {
  const mine = sql`o.user_id in (select u.id from users u where u.counterparty_id = ${options.id})`;
  const [rows, [count]] = await Promise.all([
    queryRows<CounterpartyOrderRow>(
      db,
      sql`select o.uuid::text as uuid, o.name, o.created_at, s.id as store_id, s.name as store_name,
            u.username, o.sum::text as sum, (o.sum - o.discount_sum)::numeric(14, 2)::text as sum_with_discount,
            o.currency, o.status
          from orders o join users u on u.id = o.user_id join stores s on s.id = o.store_id
          where ${mine}
          order by o.created_at desc, o.id desc limit ${options.limit} offset ${options.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from orders o where ${mine}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}
