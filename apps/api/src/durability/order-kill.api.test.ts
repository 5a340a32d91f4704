import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { signIn } from '../test/http-client';
import { type ServerProcess, startServer } from '../test/server-process';
import {
  confirmed,
  createSendWorld,
  expectConfirmedReadBack,
  expectOrdersWhole,
  retryUnanswered,
  type Send,
  type SendWorld,
  shop,
} from './order-sends';

/**
 * Durability of order send (docs/security.md#durability): the real server in its own process on
 * PGlite or PostgreSQL (TEST_DB), customers filling baskets and sending orders with
 * Idempotency-Keys at once, SIGKILL in the middle, a restart on the same data. Every order the
 * server confirmed is there whole, no order is half written, a retried key gives one order, and
 * warehouse stock + ordered units is what it was for every product.
 */
const CUSTOMERS = 8;
/** Confirmed orders to wait for before the kill. */
const CONFIRMED_BEFORE_KILL = 12;
const env = { AUTH_SECRET: 'durability-test-secret-0123456789abcdef' };

let store: DurableDatabase;
let server: ServerProcess | undefined;
let world: SendWorld;

beforeAll(async () => {
  store = await createDurableDatabase();
  const database = await store.open();
  world = await createSendWorld(database.db, CUSTOMERS);
  await database.close();
});

afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

describe('SIGKILL during order sends', () => {
  it('keeps every confirmed order whole, writes no half order and conserves stock + ordered units', async () => {
    server = await startServer({ env: { ...store.env, ...env } });
    for (const customer of world.customers)
      customer.token = await signIn(server.url, customer.login, customer.password);

    const sends: Send[] = [];
    let killed = false;
    const url = server.url;
    const loops = world.customers.map((customer) =>
      shop(world, { customer, url: () => url, sends, stop: () => killed }),
    );
    const deadline = Date.now() + 40_000;
    while (confirmed(sends).length < CONFIRMED_BEFORE_KILL && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await server.kill();
    await Promise.all(loops);
    expect(confirmed(sends).length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL);
    expect(sends.every((s) => s.answer === undefined || [201, 422].includes(s.answer.status))).toBe(true);

    server = await startServer({ env: { ...store.env, ...env } });
    await expectConfirmedReadBack(server.url, sends);
    // A client retries the sends the kill left unanswered, with the same key: one order each.
    await retryUnanswered(server.url, sends);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const database = await store.open();
    try {
      await expectOrdersWhole(database.db, world, sends);
    } finally {
      await database.close();
    }
  }, 120_000);
});
