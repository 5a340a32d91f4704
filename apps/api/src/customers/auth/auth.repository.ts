import type { Locale, Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** The user a login names: id, password hash, and whether it is locked or its counterparty blocked. */
export type LoginUserRow = { id: number; password_hash: string; blocked: boolean };

/**
 * The user whose username or e-mail equals `login`, case-insensitively (docs/rules.md#decisions-3). When one
 * user's username equals another's e-mail, the username wins.
 */
export async function findUserByLogin(db: Executor, login: string): Promise<LoginUserRow | undefined> {
  const rows = await queryRows<LoginUserRow>(
    db,
    sql`select u.id, u.password_hash,
        (u.locked_at is not null or coalesce(cp.status = 'blocked', false)) as blocked
      from users u left join counterparties cp on cp.id = u.counterparty_id
      where lower(u.username) = lower(${login}) or lower(u.email) = lower(${login})
      order by (lower(u.username) = lower(${login})) desc, u.id
      limit 1`,
  );
  return rows[0];
}

/**
 * Revokes a token by its `jti` until `expiresAt` (logout, docs/rules.md#decisions-3); the auth plugin then
 * refuses it. Revoking twice is harmless. Rows of tokens that expired anyway are swept here.
 */
export async function revokeToken(db: Executor, options: { jti: string; expiresAt: Date }) {
  await db.execute(
    sql`insert into revoked_tokens (jti, expires_at) values (${options.jti}, ${options.expiresAt.toISOString()})
      on conflict (jti) do nothing`,
  );
  await db.execute(sql`delete from revoked_tokens where expires_at < now()`);
}

/** Stores a visitor's registration request (docs/rules.md#registration-form) with status 'new'. */
export async function insertRegistrationRequest(
  db: Executor,
  request: {
    name: string;
    email: string;
    phone: string;
    kind: string;
    comment: string | null;
    ip: string | null;
    version: string;
  },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into registration_requests (name, email, phone, kind, comment, ip, version)
      values (${request.name}, ${request.email}, ${request.phone}, ${request.kind}, ${request.comment}, ${request.ip}, ${request.version})
      returning id`,
  );
  return rows[0]!.id;
}

/** The user's own columns and groups, for POST /auth/me (docs/rules.md#user). */
export type MeRow = {
  id: number;
  uuid: string;
  username: string;
  email: string | null;
  fullname: string;
  locale: string;
  /** numeric as a decimal string, percent. */
  discount: string;
  current_store_id: number | null;
  show_update_log: boolean;
  ranking_access: boolean;
  groups: string[];
  /** The user's own retail outlets, by id. */
  retail_store_ids: number[];
  /** The user's own stores, by id. */
  store_ids: number[];
};

/**
 * The user's row for /auth/me. `current_store_id` is null when the current store belongs to the
 * other version (then the user works in `version`'s main store, like plugins/auth.ts decides).
 */
export async function findMeRow(db: Executor, userId: number, version: Version): Promise<MeRow | undefined> {
  const rows = await queryRows<MeRow>(
    db,
    sql`select u.id, u.uuid, u.username, u.email, u.fullname, u.locale, u.discount::text as discount,
        case when (select s.version from stores s where s.id = u.current_store_id) = ${version}
          then u.current_store_id end as current_store_id,
        u.show_update_log, u.ranking_access,
        coalesce((select array_agg(g.name order by g.name) from user_groups ug
          join groups g on g.id = ug.group_id where ug.user_id = u.id), '{}') as groups,
        coalesce((select array_agg(s.id order by s.id) from user_stores us
          join stores s on s.id = us.store_id where us.user_id = u.id and s.is_retail), '{}') as retail_store_ids,
        coalesce((select array_agg(us.store_id order by us.store_id) from user_stores us
          where us.user_id = u.id), '{}') as store_ids
      from users u where u.id = ${userId}`,
  );
  return rows[0];
}

/**
 * Whether the what's-new modal has something to show the user (docs/rules.md#update-log-flow): the user's
 * show_update_log flag is on and there is a record they have not hidden — before any hide, any
 * record; after a hide (update_log_hidden_at), only a major record created or edited since ("until
 * the next major update"; a record edited into major counts, docs/rules.md#update-log-publishing). Records marked only_franchising count only for franchise users.
 */
export async function hasUpdateLogToShow(
  db: Executor,
  options: { userId: number; isFranchise: boolean },
): Promise<boolean> {
  const rows = await queryRows<{ show: boolean }>(
    db,
    sql`select u.show_update_log and exists (
        select 1 from update_log_records r
        where (u.update_log_hidden_at is null or (r.is_major and greatest(r.created_at, r.updated_at) > u.update_log_hidden_at))
          and (not r.only_franchising or ${options.isFranchise})
      ) as show
      from users u where u.id = ${options.userId}`,
  );
  return rows[0]?.show ?? false;
}

/** Stores the view of `userId` (users.view_locale; null: the address decides, docs/rules.md#version-switch). */
export async function updateViewLocale(db: Executor, userId: number, locale: Locale | null) {
  await db.execute(sql`update users set view_locale = ${locale} where id = ${userId}`);
}

/** Deletes revocations of tokens that expired anyway (docs/operations.md#data-retention); answers the rows deleted. */
export async function pruneRevokedTokens(db: Executor): Promise<number> {
  const rows = await queryRows<{ jti: string }>(
    db,
    sql`delete from revoked_tokens where expires_at < now() returning jti`,
  );
  return rows.length;
}
