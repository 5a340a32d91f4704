import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * SQL of the shopping lists (docs/rules.md#shopping-lists), the one writer of `shopping_lists` (their
 * lines: shopping-list-lines.repository.ts). Who sees a list is decided here, in one place (`visibleTo`): its owner, and
 * when it is shared, every other user of the owner's counterparty — nobody else (staff included).
 */

/** A list as the listing shows it, before the mapper. */
export type ListSummaryRow = {
  id: number;
  user_id: number;
  name: string;
  shared: boolean;
  own: boolean;
  owner: string;
  lines: number;
  units: number;
  archived_lines: number;
  updated_at: Date | string;
};

/** The lists user `userId` may see: its own, and the shared lists of its counterparty's users. */
const visibleTo = (userId: number): SQL =>
  sql`(l.user_id = ${userId} or (l.shared and o.counterparty_id =
    (select me.counterparty_id from users me where me.id = ${userId})))`;

const summaryColumns = (userId: number): SQL => sql`l.id, l.user_id, l.name, l.shared,
  (l.user_id = ${userId}) as own, coalesce(nullif(o.fullname, ''), o.username) as owner,
  (select count(*)::int from shopping_list_lines x where x.list_id = l.id) as lines,
  (select coalesce(sum(x.quantity), 0)::int from shopping_list_lines x where x.list_id = l.id) as units,
  (select count(*)::int from shopping_list_lines x join products p on p.id = x.product_id
    where x.list_id = l.id and p.archived_at is not null) as archived_lines,
  l.updated_at`;

/** Every list user `userId` sees: its own first, then the shared ones, most recently changed first. */
export function findVisibleLists(db: Executor, userId: number): Promise<ListSummaryRow[]> {
  return queryRows<ListSummaryRow>(
    db,
    sql`select ${summaryColumns(userId)}
      from shopping_lists l join users o on o.id = l.user_id
      where ${visibleTo(userId)}
      order by (l.user_id = ${userId}) desc, l.updated_at desc, l.id desc`,
  );
}

/**
 * List `listId` when user `userId` sees it, else undefined. With `lock`, the list row is locked
 * `for update` (inside a transaction): writes to one list's lines then run one after another.
 */
export async function findVisibleList(
  db: Executor,
  options: { userId: number; listId: number; lock?: boolean },
): Promise<ListSummaryRow | undefined> {
  const { userId, listId } = options;
  if (options.lock) {
    await db.execute(sql`select id from shopping_lists where id = ${listId} for update`);
  }
  const rows = await queryRows<ListSummaryRow>(
    db,
    sql`select ${summaryColumns(userId)}
      from shopping_lists l join users o on o.id = l.user_id
      where l.id = ${listId} and ${visibleTo(userId)}`,
  );
  return rows[0];
}
/**
 * Holds, until the transaction ends, the lock on user `userId`'s list count, so two lists created
 * at once never pass the limit together (an advisory lock: the users row itself stays free).
 */
export async function lockOwnLists(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shopping-lists:owner'), ${userId}::int)`);
}

/** How many lists user `userId` owns. */
export async function countOwnLists(db: Executor, userId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from shopping_lists where user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

/** A new list of user `userId`; answers its id. */
export async function insertList(
  db: Executor,
  options: { userId: number; name: string; shared: boolean },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into shopping_lists (user_id, name, shared)
      values (${options.userId}, ${options.name}, ${options.shared}) returning id`,
  );
  return Number(rows[0]!.id);
}

/** Renames and/or (un)shares list `listId` (fields left undefined stay); moves `updated_at`. */
export async function updateList(
  db: Executor,
  options: { listId: number; name?: string; shared?: boolean },
): Promise<void> {
  await db.execute(
    sql`update shopping_lists set name = coalesce(${options.name ?? null}::text, name),
      shared = coalesce(${options.shared ?? null}::boolean, shared), updated_at = now()
      where id = ${options.listId}`,
  );
}

/** Deletes list `listId` with its lines. */
export async function deleteList(db: Executor, listId: number): Promise<void> {
  await db.execute(sql`delete from shopping_lists where id = ${listId}`);
}
