import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * Set-password links (docs/rules.md#password-link; password_links): only the SHA-256 of a token is
 * stored. Issuing one deletes the user's unused ones, so only the newest works.
 */
export async function replacePasswordLinks(
  tx: Executor,
  link: { userId: number; tokenHash: string; expiresAt: Date; createdBy: number | null },
): Promise<void> {
  await tx.execute(sql`delete from password_links where user_id = ${link.userId} and used_at is null`);
  await tx.execute(
    sql`insert into password_links (user_id, token_hash, expires_at, created_by)
        values (${link.userId}, ${link.tokenHash}, ${link.expiresAt.toISOString()}, ${link.createdBy})`,
  );
}

/** Stores one more link of the user, leaving their other links as they are (a forgotten password's). */
export async function addPasswordLink(
  tx: Executor,
  link: { userId: number; tokenHash: string; expiresAt: Date; createdBy: number | null },
): Promise<void> {
  await tx.execute(
    sql`insert into password_links (user_id, token_hash, expires_at, created_by)
        values (${link.userId}, ${link.tokenHash}, ${link.expiresAt.toISOString()}, ${link.createdBy})`,
  );
}

/** Deletes the user's unused links (once a password is set, none of them may set another). */
export async function voidUnusedLinks(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`delete from password_links where user_id = ${userId} and used_at is null`);
}

/** The user of an unused, unexpired link with `tokenHash`, or undefined (unknown, used or expired). */
export async function findUsableLink(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from password_links
        where token_hash = ${tokenHash} and used_at is null and expires_at > now()`,
  );
  return row?.user_id;
}

/**
 * Marks the link used if it still is usable, in one statement (two tabs submitting the same link:
 * one wins). Answers its user, or undefined when it was not usable any more.
 */
export async function useLink(tx: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await queryRows<{ user_id: number }>(
    tx,
    sql`update password_links set used_at = now()
        where token_hash = ${tokenHash} and used_at is null and expires_at > now()
        returning user_id`,
  );
  return row?.user_id;
}

/** The user a link goes to: where and in which language to write. */
export type LinkUserRow = {
  id: number;
  username: string;
  fullname: string;
  email: string | null;
  locale: string;
};

export async function findLinkUser(db: Executor, userId: number): Promise<LinkUserRow | undefined> {
  const [row] = await queryRows<LinkUserRow>(
    db,
    sql`select id, username, fullname, email, locale from users where id = ${userId}`,
  );
  return row;
}

/**
 * The user whose username or e-mail is `login` (any case; a username wins over another user's
 * e-mail, as at sign-in), or undefined.
 */
export async function findUserIdByLogin(db: Executor, login: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where lower(username) = lower(${login}) or lower(email) = lower(${login})
        order by (lower(username) = lower(${login})) desc, id limit 1`,
  );
  return row?.id;
}

/** The user's password hash, or undefined for an unknown user. */
export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ password_hash: string }>(
    db,
    sql`select password_hash from users where id = ${userId}`,
  );
  return row?.password_hash;
}

/** Sets a new password hash and refuses every token issued before `validAfter`. */
export async function savePassword(
  tx: Executor,
  options: { userId: number; passwordHash: string; validAfter: Date },
): Promise<void> {
  await tx.execute(
    sql`update users set password_hash = ${options.passwordHash}, tokens_valid_after = ${options.validAfter.toISOString()}
        where id = ${options.userId}`,
  );
}

/**
 * Deletes set-password links used or expired more than 30 days ago (docs/operations.md#data-retention):
 * the month in between keeps "link already used" answers and staff's look at them. Answers the rows deleted.
 */
export async function prunePasswordLinks(db: Executor): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from password_links
        where coalesce(used_at, expires_at) < now() - interval '30 days' returning id`,
  );
  return rows.length;
}
