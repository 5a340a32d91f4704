import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** An account's columns as staff see them (docs/rules.md#counterparty users). */
export type AccountRow = {
  id: number;
  uuid: string;
  username: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  locale: string;
  groups: string[];
  /** numeric as a decimal string, percent. */
  discount: string;
  locked: boolean;
  counterparty_id: number | null;
  company_admin: boolean;
  created_at: Date | string;
};

const accountColumns = sql`u.id, u.uuid, u.username, u.fullname, u.email, p.phone, u.locale,
  coalesce((select array_agg(g.name order by g.name) from user_groups ug
    join groups g on g.id = ug.group_id where ug.user_id = u.id), '{}') as groups,
  u.discount::text as discount, u.locked_at is not null as locked, u.counterparty_id, u.company_admin, u.created_at`;

/** The accounts of a counterparty, by id. */
export function findCounterpartyAccounts(db: Executor, counterpartyId: number): Promise<AccountRow[]> {
  return queryRows<AccountRow>(
    db,
    sql`select ${accountColumns} from users u left join profiles p on p.user_id = u.id
        where u.counterparty_id = ${counterpartyId} order by u.id`,
  );
}

/** One account; `lock` takes its row lock for a write. */
export async function findAccount(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<AccountRow | undefined> {
  if (options.lock) await db.execute(sql`select id from users where id = ${options.id} for update`);
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select ${accountColumns} from users u left join profiles p on p.user_id = u.id where u.id = ${options.id}`,
  );
  return row;
}

/** A counterparty's version (ru or en), or undefined when there is none with `id`. */
export async function findCounterpartyVersion(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version from counterparties where id = ${id}`,
  );
  return row?.version;
}

/**
 * Serialises the writes of logins, e-mails and phones until the transaction ends, so two staff
 * creating the same login at once get a field error, not a constraint failure.
 */
export async function lockAccountIdentities(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts:identities'))`);
}

/**
 * Which of `username`, `email` and phone `digits` another account than `exceptId` already has,
 * case-insensitively; a login and an e-mail are both sign-in names, so each is compared with both.
 * Phones are compared by their digits (profiles.phone).
 */
export async function takenIdentities(
  db: Executor,
  options: { username?: string; email?: string; digits?: string; exceptId?: number },
): Promise<Set<'username' | 'email' | 'phone'>> {
  const except = options.exceptId ?? -1;
  const name = (value: string | undefined) =>
    value === undefined
      ? sql`false`
      : sql`exists (select 1 from users u where u.id <> ${except}
          and (lower(u.username) = lower(${value}) or lower(u.email) = lower(${value})))`;
  const phone = options.digits
    ? sql`exists (select 1 from profiles p where p.user_id <> ${except}
        and regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') = ${options.digits})`
    : sql`false`;
  const [row] = await queryRows<{ username: boolean; email: boolean; phone: boolean }>(
    db,
    sql`select ${name(options.username)} as username, ${name(options.email)} as email, ${phone} as phone`,
  );
  const taken = new Set<'username' | 'email' | 'phone'>();
  for (const field of ['username', 'email', 'phone'] as const) if (row?.[field]) taken.add(field);
  return taken;
}

/** Inserts a user; answers its id. */
export async function insertUser(
  tx: Executor,
  user: {
    username: string;
    fullname: string;
    email: string;
    passwordHash: string;
    locale: string;
    discount: number;
    /** null for a staff account (docs/rules.md#counterparty). */
    counterpartyId: number | null;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into users (username, fullname, email, password_hash, locale, discount, counterparty_id)
        values (${user.username}, ${user.fullname}, ${user.email}, ${user.passwordHash}, ${user.locale},
          ${user.discount}, ${user.counterpartyId})
        returning id`,
  );
  return row!.id;
}

/** Replaces the user's groups with `groups` (group rows are created when missing). */
export async function replaceGroups(tx: Executor, userId: number, groups: readonly string[]): Promise<void> {
  const names = JSON.stringify(groups);
  await tx.execute(sql`delete from user_groups where user_id = ${userId}`);
  if (groups.length === 0) return;
  await tx.execute(
    sql`insert into groups (name) select value from jsonb_array_elements_text(${names}::jsonb)
        on conflict (name) do nothing`,
  );
  await tx.execute(
    sql`insert into user_groups (user_id, group_id)
        select ${userId}, g.id from groups g where g.name in (select value from jsonb_array_elements_text(${names}::jsonb))`,
  );
}

/** Sets the user's profile phone (the profile row is created when missing). */
export async function savePhone(tx: Executor, userId: number, phone: string | null): Promise<void> {
  await tx.execute(
    sql`insert into profiles (user_id, phone) values (${userId}, ${phone})
        on conflict (user_id) do update set phone = excluded.phone, updated_at = now()`,
  );
}

/**
 * Links the user to every store of the counterparty and to `mainStoreId` (when that store exists),
 * and makes the first retail outlet of the counterparty (by id) its current store, else the main store.
 */
export async function linkCounterpartyStores(
  tx: Executor,
  options: { userId: number; counterpartyId: number; mainStoreId: number },
): Promise<void> {
  const { userId, counterpartyId, mainStoreId } = options;
  await tx.execute(
    sql`insert into user_stores (user_id, store_id)
        select ${userId}, s.id from stores s where s.counterparty_id = ${counterpartyId} or s.id = ${mainStoreId}
        on conflict do nothing`,
  );
  await tx.execute(
    sql`update users set current_store_id = coalesce(
          (select min(s.id) from stores s where s.counterparty_id = ${counterpartyId} and s.is_retail),
          (select s.id from stores s where s.id = ${mainStoreId}))
        where id = ${userId}`,
  );
}

/** Writes the given user columns (undefined ones stay). */
export async function updateUserColumns(
  tx: Executor,
  id: number,
  columns: {
    username?: string;
    fullname?: string;
    email?: string;
    locale?: string;
    discount?: number;
    company_admin?: boolean;
  },
): Promise<void> {
  const sets = Object.entries(columns)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (sets.length === 0) return;
  await tx.execute(sql`update users set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/**
 * Locks (now) or unlocks the account. A lock also refuses every token issued before it
 * (tokens_valid_after), so an unlock is a fresh start, never the old sessions back
 * (docs/security.md#lock-revokes).
 */
export async function setLocked(tx: Executor, id: number, locked: boolean): Promise<void> {
  await tx.execute(
    locked
      ? sql`update users set locked_at = coalesce(locked_at, now()), tokens_valid_after = now() where id = ${id}`
      : sql`update users set locked_at = null where id = ${id}`,
  );
}
