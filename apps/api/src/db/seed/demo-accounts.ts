import { sql } from 'drizzle-orm';
import { verifyPassword } from '../../lib/passwords';
import { type Executor, queryRows } from '../client';

/** The password of every account the demo data set creates (docs/rules.md#decisions-6). */
export const DEMO_PASSWORD = 'demo12345';

/** The demo data set's named logins (docs/rules.md#decisions-6); its other accounts share their hash. */
const DEMO_LOGINS = ['admin', 'manager', 'shop', 'franchise', 'dropship', 'viewer', 'plshop', 'rsshop'];

/**
 * Logins (sorted, at most `limit`) whose password is still the demo one (docs/operations.md#first-start):
 * the seed hashes it once for every account it makes, so only the hashes shared by several
 * accounts, or held by a demo login, are checked — a handful of argon2 verifications, never one
 * per user. Answers [] on a database the demo seed never touched.
 */
export async function accountsWithDemoPassword(db: Executor, limit = 20): Promise<string[]> {
  const candidates = await queryRows<{ hash: string; logins: string[] }>(
    db,
    sql`select password_hash as hash, array_agg(username order by username) as logins
        from users
        where password_hash is not null
        group by password_hash
        having count(*) > 1 or bool_or(lower(username) = any(string_to_array(${DEMO_LOGINS.join(',')}, ',')))`,
  );
  const open: string[] = [];
  for (const { hash, logins } of candidates)
    if (await verifyPassword(hash, DEMO_PASSWORD)) open.push(...logins);
  return open.sort().slice(0, limit);
}
