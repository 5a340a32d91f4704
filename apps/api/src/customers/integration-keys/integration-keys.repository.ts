import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of integration_keys (docs/rules.md#integration-keys), the table's one writer. */

/** A key as the admin page lists it, with its author's login. */
export type IntegrationKeyRow = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date | string;
  created_by_username: string | null;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

const COLUMNS = sql`k.id, k.name, k.prefix, k.scopes, k.created_at, u.username as created_by_username,
  k.last_used_at, k.revoked_at`;

/** Inserts a key and answers its id. */
export async function insertKey(
  db: Executor,
  row: { name: string; prefix: string; hash: string; scopes: readonly string[]; createdBy: number },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into integration_keys (name, prefix, secret_hash, scopes, created_by)
        values (${row.name}, ${row.prefix}, ${row.hash}, ${`{${row.scopes.join(',')}}`}::text[], ${row.createdBy})
        returning id`,
  );
  return rows[0]!.id;
}

/** Every key, newest first (`id` given: that one only). */
export function findKeys(db: Executor, id?: number): Promise<IntegrationKeyRow[]> {
  return queryRows<IntegrationKeyRow>(
    db,
    sql`select ${COLUMNS} from integration_keys k left join users u on u.id = k.created_by
        ${id === undefined ? sql`` : sql`where k.id = ${id}`}
        order by k.created_at desc, k.id desc`,
  );
}

/** What authenticating a call needs of the key with `prefix`, or undefined. */
export async function findKeyByPrefix(
  db: Executor,
  prefix: string,
): Promise<
  { id: number; name: string; secret_hash: string; scopes: string[]; revoked: boolean } | undefined
> {
  const rows = await queryRows<{
    id: number;
    name: string;
    secret_hash: string;
    scopes: string[];
    revoked: boolean;
  }>(
    db,
    sql`select id, name, secret_hash, scopes, revoked_at is not null as revoked
        from integration_keys where prefix = ${prefix}`,
    { name: 'integration-keys:by-prefix' },
  );
  return rows[0];
}

/** Revokes key `id` (once: a revoked key keeps its first revocation); false when there is none. */
export async function markRevoked(db: Executor, options: { id: number; userId: number }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update integration_keys set revoked_at = coalesce(revoked_at, now()),
          revoked_by = coalesce(revoked_by, ${options.userId})
        where id = ${options.id} returning id`,
  );
  return rows.length > 0;
}

/**
 * Notes a use of key `id`: `last_used_at` moves at most once a minute, so a busy key does not
 * write its row on every call.
 */
export async function touchKey(db: Executor, id: number): Promise<void> {
  await db.execute(
    sql`update integration_keys set last_used_at = now()
        where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
  );
}
