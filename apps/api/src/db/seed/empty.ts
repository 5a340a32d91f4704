import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

/**
 * Whether the database holds no users and no products. Apart from the generators (run-seed.ts), so
 * a start on a filled database asks this without loading them (faker, sharp).
 */
export async function isEmpty(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from users) + (select count(*) from products))::int as n`,
  );
  return (row?.n ?? 0) === 0;
}
