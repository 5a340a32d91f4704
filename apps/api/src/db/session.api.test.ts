import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { DATABASE_TIME_ZONE, type Database, queryRows } from './client';

/**
 * Every session of the app's database runs with SESSION_OPTIONS: the business's time zone
 * (docs/rules.md#sales-period) and, on PostgreSQL, no JIT compilation
 * (docs/decisions/0048-no-jit-for-short-statements.md).
 */
let store: DurableDatabase;
let database: Database;
beforeAll(async () => {
  store = await createDurableDatabase();
  database = await store.open();
});
afterAll(async () => {
  await database?.close();
  await store?.drop();
});

it('runs in the business time zone and, on PostgreSQL, never compiles a statement', async () => {
  const [session] = await queryRows<{ zone: string; jit: string }>(
    database.db,
    sql`select current_setting('TimeZone') as zone, current_setting('jit') as jit`,
  );
  expect(session!.zone).toBe(DATABASE_TIME_ZONE);
  if (store.kind === 'postgres') expect(session!.jit).toBe('off');
});
