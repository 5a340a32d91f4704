import { MAIN_STORE_ID } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/api/src/db/client';
import { createTokenService } from '../../apps/api/src/lib/tokens';

/** Warehouse stock the bench gives the products it orders, so no send fails on stock. */
export const BENCH_STOCK = 1_000_000;

/**
 * A direct connection to the bench database for the areas that write: the first RUB outlet of the
 * Russian version (the bench users' current store) and a token signer for user ids (bench users
 * have no password).
 */
export type BenchDb = {
  db: Db;
  outlet: number;
  sign: (userId: number) => Promise<string>;
  close: () => Promise<void>;
};

/** Opens BenchDb on `databaseUrl` (a pool of 4, no migration). Throws when the bench data is not loaded. */
export async function openBenchDb(databaseUrl: string): Promise<BenchDb> {
  const database = await openDatabase({ databaseUrl, migrate: false, poolSize: 4 });
  try {
    const db = database.db;
    const tokens = await createTokenService({ db, secret: process.env.AUTH_SECRET, ttlSeconds: 3600 });
    const [outlet] = await queryRows<{ id: number }>(
      db,
      sql`select id from stores where is_retail and currency = 'RUB' and version = 'ru' order by id limit 1`,
    );
    if (!outlet) throw new Error('no RUB outlet: is the bench data loaded?');
    return { db, outlet: outlet.id, sign: (userId) => tokens.sign(userId), close: () => database.close() };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Sets the warehouse stock of the Russian version (its main store) of `productIds` to BENCH_STOCK. */
export async function stockUp(db: Db, productIds: number[]) {
  await db.execute(sql`insert into stock (store_id, product_id, quantity, supplies)
    select ${MAIN_STORE_ID.ru}::int, id, ${BENCH_STOCK}::int, 0 from products where id = any(${`{${productIds.join(',')}}`}::int[])
    on conflict (store_id, product_id) do update set quantity = ${BENCH_STOCK}::int`);
}

/**
 * `count` bench users `<prefix>NNNN` (created when missing) in group warehouse, current store the
 * outlet, with empty baskets there; answers their ids in name order.
 */
export async function benchUsers(bench: Pick<BenchDb, 'db' | 'outlet'>, prefix: string, count: number) {
  const { db, outlet } = bench;
  await db.execute(sql`insert into users (username, email, fullname, password_hash, current_store_id)
    select ${prefix} || lpad(g::text, 4, '0'), null, 'Bench ' || g, 'not-a-login', ${outlet}::int
    from generate_series(1, ${count}::int) g
    where not exists (select 1 from users u where u.username = ${prefix} || lpad(g::text, 4, '0'))`);
  const users = await queryRows<{ id: number }>(
    db,
    sql`select id from users where left(username, ${prefix.length}::int) = ${prefix}
      order by username limit ${count}`,
  );
  const ids = `{${users.map((u) => u.id).join(',')}}`;
  await db.execute(sql`insert into user_groups (user_id, group_id)
    select u, g.id from unnest(${ids}::int[]) u, groups g where g.name = 'warehouse' on conflict do nothing`);
  await db.execute(sql`insert into user_stores (user_id, store_id)
    select u, ${outlet}::int from unnest(${ids}::int[]) u on conflict do nothing`);
  await db.execute(sql`update users set current_store_id = ${outlet}::int where id = any(${ids}::int[])`);
  await db.execute(sql`insert into baskets (user_id, store_id)
    select u, ${outlet}::int from unnest(${ids}::int[]) u on conflict do nothing`);
  await db.execute(sql`delete from basket_lines where basket_id in
    (select id from baskets where store_id = ${outlet}::int and user_id = any(${ids}::int[]))`);
  return users.map((u) => u.id);
}

/**
 * VACUUM ANALYZE of the tables the preparation rewrote. Autovacuum may be off on a bench server
 * (it is on this machine), and then the planner works from the statistics of the seed: e.g. it
 * expected hundreds of lines per basket and scanned every product to price one basket.
 */
export async function settle(db: Db) {
  await db.execute(sql`vacuum (analyze) users, user_groups, user_stores, baskets, basket_lines,
    stock, orders, order_lines`);
}

/** The price types the bench's buyers pay (docs/rules.md#buyer-price): name and share of the list price. */
const BENCH_PRICE_TYPES = [
  { name: 'Bench large wholesale', share: 0.9 },
  { name: 'Bench franchise', share: 0.95 },
] as const;

/**
 * Prices per customer on the bench data (docs/rules.md#buyer-price): two price types with a price
 * of every product in every currency it has (90 % and 95 % of the list price; rewritten only when
 * missing), each with a counterparty of its own; `userIds` are given those counterparties in turn
 * (the first the first type), so neighbouring bench users pay different prices.
 */
export async function givePriceTypes(db: Db, userIds: readonly number[]) {
  const counterparties: number[] = [];
  for (const type of BENCH_PRICE_TYPES) {
    await db.execute(sql`insert into price_types (name) select ${type.name}
      where not exists (select 1 from price_types where name = ${type.name})`);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from price_types where name = ${type.name}`,
    );
    await db.execute(sql`insert into price_type_prices (price_type_id, product_id, currency, wholesale)
      select ${row!.id}::int, pp.product_id, pp.currency, greatest(round(pp.wholesale * ${type.share}::numeric, 2), 0.01)
      from product_prices pp where pp.wholesale > 0
      -- Not "not exists": over the never-analysed table it was planned as a nested loop scanning the
      -- rows being inserted, quadratic (hours at the big scale's 400,000 prices).
      on conflict (price_type_id, product_id, currency) do nothing`);
    const legalName = `${type.name} buyers`;
    await db.execute(sql`insert into counterparties (legal_name, version, price_type_id)
      select ${legalName}, 'ru', ${row!.id}::int
      where not exists (select 1 from counterparties where legal_name = ${legalName})`);
    const [counterparty] = await queryRows<{ id: number }>(
      db,
      sql`select id from counterparties where legal_name = ${legalName}`,
    );
    counterparties.push(counterparty!.id);
  }
  for (const [i, userId] of userIds.entries())
    await db.execute(
      sql`update users set counterparty_id = ${counterparties[i % counterparties.length]!}::int where id = ${userId}::int`,
    );
}
