import { sql } from 'drizzle-orm';
import { arrayLiteral, type Executor, intArray, queryRows } from '../../db/client';

/** The ids of `ids` that are retail outlets. */
export async function retailOutletIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where is_retail and id = any(${intArray(ids)}::int[])`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Product ids by code, for the codes of `codes` that exist. */
export async function productIdsByCode(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from products where code = any(${arrayLiteral(codes)}::text[])`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** The ids of `ids` that are categories. */
export async function categoryIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where id = any(${intArray(ids)}::int[])`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
