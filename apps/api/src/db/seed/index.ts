import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, queryRows } from '../client';

/** Loads the demo data set (decisions §6) when the database has no users. */
export async function seedIfEmpty(options: { db: Db; config: Config; log: (text: string) => void }) {
  const rows = await queryRows<{ n: number }>(options.db, sql`select count(*)::int as n from users`);
  if ((rows[0]?.n ?? 0) > 0) return;
  options.log('empty database: demo data not generated yet (seed module pending)');
}
