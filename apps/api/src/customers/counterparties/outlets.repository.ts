import { mainStoreId, type Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { STORE_FIELDS, type StoreWrite } from '../../outlets/stores';

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
/** The columns staff write (auto_order_sum a decimal string): the stores module's. */
export type OutletWrite = StoreWrite;
export const OUTLET_FIELDS = STORE_FIELDS;

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
 * Links every user of counterparty `counterpartyId` to its new store `storeId` (user_stores); a
 * retail outlet also becomes the current store of those users who have none or still stand on the
 * version's main store.
 */
export async function linkOutletUsers(
  db: Executor,
  options: { counterpartyId: number; storeId: number; version: Version; isRetail: boolean },
): Promise<void> {
  const { counterpartyId, storeId: id, version } = options;
  await db.execute(
    sql`insert into user_stores (user_id, store_id)
        select u.id, ${id} from users u where u.counterparty_id = ${counterpartyId}
        on conflict do nothing`,
  );
  if (options.isRetail)
    await db.execute(
      sql`update users set current_store_id = ${id}
          where counterparty_id = ${counterpartyId}
            and (current_store_id is null or current_store_id = ${mainStoreId(version)})`,
    );
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
