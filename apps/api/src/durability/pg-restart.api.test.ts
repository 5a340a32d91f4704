import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { signIn } from '../test/http-client';
import { TEST_TMP } from '../test/paths';
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres';
import { type ServerProcess, startServer } from '../test/server-process';
import {
  confirmed,
  createSendWorld,
  expectConfirmedReadBack,
  expectOrdersWhole,
  retryUnanswered,
  type Send,
  shop,
} from './order-sends';

/**
 * A PostgreSQL restart in the middle of order sends (docs/security.md#durability): the real server
 * in a child process on a PostgreSQL server of the test's own, eight customers sending orders with
 * Idempotency-Keys, `pg_ctl restart -m fast` while sends are in flight (every connection cut,
 * their transactions rolled back), the sends going on through the outage. The server recovers by
 * itself (more orders confirmed after the restart without restarting it), and afterwards no order is
 * half written or doubled, a retried key gives one order, and stock + ordered units is unchanged.
 * Runs with the PostgreSQL suite (TEST_DB=postgres) where the server binaries are installed.
 */
const CUSTOMERS = 8;
const BEFORE = 10;
const AFTER = 10;
const env = { AUTH_SECRET: 'durability-test-secret-0123456789abcdef', LOG_LEVEL: 'fatal' };

let postgres: PrivatePostgres | null = null;
let server: ServerProcess | undefined;
const dataDir = () => mkdtempSync(path.join(TEST_TMP, 'pg-restart-'));

afterAll(async () => {
  await server?.kill();
  postgres?.stop();
});

const waitFor = async (done: () => boolean, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(process.env.TEST_DB !== 'postgres')('a PostgreSQL restart during order sends', () => {
  it('recovers by itself and leaves every order whole and once, stock + ordered units conserved', async (test) => {
    postgres = await startPrivatePostgres();
    if (!postgres) return test.skip('no PostgreSQL server binaries on this machine');
    await postgres.createDatabase('kits');
    const url = postgres.url('kits');
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const world = await createSendWorld(database.db, CUSTOMERS);
    await database.close();

    const data = dataDir();
    server = await startServer({ env: { DATA_DIR: data, DATABASE_URL: url, ...env } });
    for (const customer of world.customers)
      customer.token = await signIn(server.url, customer.login, customer.password);
    const sends: Send[] = [];
    let stop = false;
    const serverUrl = server.url;
    const loops = world.customers.map((customer) =>
      shop(world, { customer, url: () => serverUrl, sends, stop: () => stop }),
    );
    await waitFor(() => confirmed(sends).length >= BEFORE, 40_000, 'orders before the restart');
    const before = sends.length;
    await postgres.restart();
    await waitFor(() => confirmed(sends.slice(before)).length >= AFTER, 60_000, 'orders after the restart');
    stop = true;
    await Promise.all(loops);

    // Sends in flight at the restart failed with an error answer or none; none was confirmed twice.
    expect(sends.slice(before).some((s) => s.error !== undefined || (s.answer?.status ?? 0) >= 500)).toBe(
      true,
    );
    await expectConfirmedReadBack(serverUrl, sends);
    await retryUnanswered(serverUrl, sends);
    expect(await server.stop()).toBe(0);
    server = undefined;
    rmSync(data, { recursive: true, force: true });

    const after = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false });
    try {
      await expectOrdersWhole(after.db, world, sends);
    } finally {
      await after.close();
    }
  }, 180_000);
});
