import { randomBytes } from 'node:crypto';
import type { Currency, RoleName } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { groups, stores, userGroups, userStores, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../test-app';

/**
 * Test factories for users and stores. Every argument but `db` is optional and every default is
 * unique per call, so tests in one file never collide. Build exactly the data a test needs:
 *
 *   const outlet = await createStore({ db: t.db, isRetail: true });
 *   const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet.id] });
 *   const token = await loginAs(t, user.username, password);
 */

export type UserRow = typeof users.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/** Cheap argon2id parameters: real hashes the login verifies, at a fraction of the production cost. */
const TEST_HASH = { memoryCost: 1024, timeCost: 1 };

const unique = () => randomBytes(4).toString('hex');

/**
 * Inserts a store (docs/rules.md#store). `id` defaults to the next free id ≥ 1000, so the main stores 1
 * and 56 stay free for `createStore({ db, id: 1 })`. Defaults: not retail, RUB, version ru, report
 * period 14 days, no auto-order sum. The name is stored as given (markup included).
 */
export async function createStore(options: {
  db: Executor;
  id?: number;
  name?: string;
  isRetail?: boolean;
  currency?: Currency;
  version?: 'ru' | 'en';
  reportPeriodDays?: number;
  /** Decimal string, e.g. '50000.00'. */
  autoOrderSum?: string | null;
  city?: string | null;
}): Promise<StoreRow> {
  const id =
    options.id ??
    (
      await queryRows<{ id: number }>(
        options.db,
        // Below 100000: ids from there on are the stores_id_seq's (stores made in the app).
        sql`select greatest(coalesce(max(id) filter (where id < 100000), 0), 999) + 1 as id from stores`,
      )
    )[0]!.id;
  const [store] = await options.db
    .insert(stores)
    .values({
      id,
      name: options.name ?? `Store ${id}`,
      isRetail: options.isRetail ?? false,
      currency: options.currency ?? 'RUB',
      version: options.version ?? 'ru',
      reportPeriodDays: options.reportPeriodDays ?? 14,
      autoOrderSum: options.autoOrderSum ?? null,
      city: options.city ?? null,
    })
    .returning();
  return store!;
}

/**
 * Inserts a user with an argon2id password hash, its groups (created when missing) and its own
 * stores (`stores`: ids that must exist; linked through user_stores). `currentStoreId` defaults to
 * the first of `stores`, else null. Answers the row and the plain password for `loginAs`.
 * Defaults: username `user_<hex>`, e-mail `<username>@example.test`, no groups (a viewer),
 * discount 0, locale ru, ranking access and update log on.
 */
export async function createUser(options: {
  db: Executor;
  username?: string;
  email?: string | null;
  password?: string;
  fullname?: string;
  locale?: 'ru' | 'en' | 'pl' | 'rs';
  groups?: (RoleName | string)[];
  stores?: number[];
  currentStoreId?: number | null;
  /** Percent, 0-100. */
  discount?: number;
  rankingAccess?: boolean;
  showUpdateLog?: boolean;
  updateLogHiddenAt?: Date | null;
  /** The counterparty's admin user (docs/rules.md#company-orders); default false. */
  companyAdmin?: boolean;
}): Promise<{ user: UserRow; password: string }> {
  const { db } = options;
  const username = options.username ?? `user_${unique()}`;
  const password = options.password ?? `pw-${unique()}-${unique()}`;
  const storeIds = options.stores ?? [];
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: options.email === undefined ? `${username}@example.test` : options.email,
      fullname: options.fullname ?? `Test ${username}`,
      passwordHash: await hashPassword(password, TEST_HASH),
      locale: options.locale ?? 'ru',
      discount: String(options.discount ?? 0),
      currentStoreId: options.currentStoreId === undefined ? (storeIds[0] ?? null) : options.currentStoreId,
      rankingAccess: options.rankingAccess ?? true,
      showUpdateLog: options.showUpdateLog ?? true,
      updateLogHiddenAt: options.updateLogHiddenAt ?? null,
      companyAdmin: options.companyAdmin ?? false,
    })
    .returning();
  for (const name of options.groups ?? []) {
    await db.insert(groups).values({ name }).onConflictDoNothing();
    await db.execute(
      sql`insert into ${userGroups} (user_id, group_id) select ${user!.id}, id from ${groups} where name = ${name}`,
    );
  }
  if (storeIds.length > 0)
    await db.insert(userStores).values(storeIds.map((storeId) => ({ userId: user!.id, storeId })));
  return { user: user!, password };
}

/**
 * Logs in through `POST /api/v0/auth/login` and answers the bearer token; throws with the response
 * when the login fails, so a broken login shows up where it happens. Each call sends its own
 * X-Forwarded-For address, so logins never count towards another test's per-IP failure limit.
 */
export async function loginAs(t: TestApp, login: string, password: string): Promise<string> {
  const res = await t.call('POST', '/api/v0/auth/login', {
    body: { login, password },
    headers: { 'x-forwarded-for': randomTestIp() },
  });
  if (res.status !== 200) throw new Error(`loginAs(${login}) → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** A random address in 198.18.0.0/16 (reserved for benchmarking), for X-Forwarded-For. */
export function randomTestIp(): string {
  const b = randomBytes(2);
  return `198.18.${b[0]}.${b[1]}`;
}
