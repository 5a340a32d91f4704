import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * SQL of `product_alerts` (docs/home.md#alerts), its one writer: back-in-stock watches and the
 * reorder reminders already e-mailed, one row per user, kind, store and product.
 */

/** Starts watching `productId` in `storeId` (the version's main store) for `userId`; a second call changes nothing. */
export async function insertBackInStock(
  db: Executor,
  options: { userId: number; storeId: number; productId: number },
): Promise<void> {
  await db.execute(
    sql`insert into product_alerts (user_id, kind, store_id, product_id)
      values (${options.userId}, 'back_in_stock', ${options.storeId}, ${options.productId})
      on conflict do nothing`,
  );
}

/** Stops the watch (none: nothing happens). */
export async function deleteBackInStock(
  db: Executor,
  options: { userId: number; storeId: number; productId: number },
): Promise<void> {
  await db.execute(
    sql`delete from product_alerts where user_id = ${options.userId} and kind = 'back_in_stock'
      and store_id = ${options.storeId} and product_id = ${options.productId}`,
  );
}

/** The products `userId` watches in `storeId`, by id. */
export async function findBackInStock(
  db: Executor,
  options: { userId: number; storeId: number },
): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from product_alerts where user_id = ${options.userId} and kind = 'back_in_stock'
      and store_id = ${options.storeId} order by product_id`,
  );
  return rows.map((r) => Number(r.product_id));
}

/** Whether product `productId` exists. */
export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from products where id = ${productId}) as found`,
  );
  return rows[0]?.found === true;
}

/** A watch whose product is back in stock, with what its e-mail needs. */
export type BackInStockDue = {
  user_id: number;
  store_id: number;
  product_id: number;
  email: string;
  fullname: string;
  username: string;
  locale: string;
  version: string;
  code: string;
  name_ru: string;
  name_en: string;
  quantity: number;
};

/**
 * Armed watches (not notified) whose product has stock again (quantity > 0 in the watched store),
 * of users with an e-mail address, locked for this transaction (`for update skip locked`: two
 * processes never take one) — so one e-mail per return of the stock.
 */
export function claimBackInStockDue(db: Executor): Promise<BackInStockDue[]> {
  return queryRows<BackInStockDue>(
    db,
    sql`select a.user_id, a.store_id, a.product_id, u.email, u.fullname, u.username, u.locale, s.version,
        p.code, p.name_ru, p.name_en, st.quantity::int as quantity
      from product_alerts a
      join stock st on st.store_id = a.store_id and st.product_id = a.product_id and st.quantity > 0
      join users u on u.id = a.user_id and u.email is not null
      join stores s on s.id = a.store_id
      join products p on p.id = a.product_id
      where a.kind = 'back_in_stock' and a.notified_at is null
      order by a.user_id, a.product_id
      for update of a skip locked`,
  );
}

/** Marks alerts as notified now (their e-mail queued in the same transaction). */
export async function markNotified(
  db: Executor,
  options: {
    kind: 'back_in_stock' | 'reorder';
    keys: readonly { user_id: number; store_id: number; product_id: number }[];
  },
): Promise<void> {
  if (options.keys.length === 0) return;
  const rows = sql.join(
    options.keys.map((k) => sql`(${k.user_id}::int, ${k.store_id}::int, ${k.product_id}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into product_alerts (user_id, kind, store_id, product_id, notified_at)
      select v.user_id, ${options.kind}, v.store_id, v.product_id, now()
      from (values ${rows}) as v(user_id, store_id, product_id)
      on conflict (user_id, kind, store_id, product_id) do update set notified_at = excluded.notified_at`,
  );
}

/** Re-arms the notified watches whose product is out of stock again (quantity ≤ 0 or no row). */
export async function rearmBackInStock(db: Executor): Promise<void> {
  await db.execute(
    sql`update product_alerts a set notified_at = null
      where a.kind = 'back_in_stock' and a.notified_at is not null
        and not exists (select 1 from stock st where st.store_id = a.store_id and st.product_id = a.product_id
          and st.quantity > 0)`,
  );
}

/**
 * A product an outlet of a user with e-mailed reminders sells: the user's threshold and address,
 * the outlet's report period, units sold over it (sales_daily, the last `report_period_days` days
 * ending today), stock and supplies now, and whether the reminder was already sent.
 */
export type ReminderCandidate = {
  user_id: number;
  store_id: number;
  product_id: number;
  threshold: number;
  email: string;
  fullname: string;
  username: string;
  locale: string;
  version: string;
  store_name: string;
  report_period_days: number;
  code: string;
  name_ru: string;
  name_en: string;
  sold: number;
  stock: number;
  supplies: number;
  notified: boolean;
};

/** Every selling product of every outlet of the users who want reminder e-mails (see ReminderCandidate). */
export function findReminderCandidates(db: Executor): Promise<ReminderCandidate[]> {
  return queryRows<ReminderCandidate>(
    db,
    sql`with u as (
        select id, email, fullname, username, locale, reorder_reminder_days as threshold from users
        where reorder_reminder_days is not null and reorder_reminder_emails and email is not null
          and locked_at is null
      ), o as (
        select u.*, s.id as store_id, s.name as store_name, s.version, s.report_period_days
        from u join user_stores us on us.user_id = u.id join stores s on s.id = us.store_id and s.is_retail
      ), sold as (
        select o.id as user_id, o.store_id, d.product_id, sum(d.units)::int as sold
        from o join sales_daily d on d.store_id = o.store_id
          and d.sold_on > current_date - o.report_period_days and d.sold_on <= current_date
        group by o.id, o.store_id, d.product_id having sum(d.units) > 0
      )
      select o.id as user_id, o.store_id, x.product_id, o.threshold, o.email, o.fullname, o.username, o.locale,
        o.version, o.store_name, o.report_period_days, p.code, p.name_ru, p.name_en, x.sold,
        coalesce(st.quantity, 0)::int as stock, coalesce(st.supplies, 0)::int as supplies,
        exists (select 1 from product_alerts a where a.user_id = o.id and a.kind = 'reorder'
          and a.store_id = o.store_id and a.product_id = x.product_id) as notified
      from sold x join o on o.id = x.user_id and o.store_id = x.store_id
      join products p on p.id = x.product_id
      left join stock st on st.store_id = x.store_id and st.product_id = x.product_id
      order by o.id, o.store_id, x.product_id`,
  );
}

/**
 * Re-arms reorder reminders: deletes every `reorder` row not in `keep` (its product is covered
 * again, stopped selling, or its user turned reminder e-mails off).
 */
export async function rearmReorder(
  db: Executor,
  keep: readonly { user_id: number; store_id: number; product_id: number }[],
): Promise<void> {
  if (keep.length === 0) {
    await db.execute(sql`delete from product_alerts where kind = 'reorder'`);
    return;
  }
  const rows = sql.join(
    keep.map((k) => sql`(${k.user_id}::int, ${k.store_id}::int, ${k.product_id}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`delete from product_alerts a where a.kind = 'reorder'
      and (a.user_id, a.store_id, a.product_id) not in (select * from (values ${rows}) as v(u, s, p))`,
  );
}
