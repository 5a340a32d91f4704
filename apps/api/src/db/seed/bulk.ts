import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type Cell, type Executor, queryRows } from '../client';

export type PgType =
  | 'int4'
  | 'int8'
  | 'text'
  | 'bool'
  | 'numeric'
  | 'date'
  | 'timestamptz'
  | 'jsonb'
  | 'uuid';
/**
 * Inserts rows given column-wise: `insert into t (a, b) select * from unnest($1::int4[], $2::text[])`.
 * One statement per `chunk` rows; the same SQL on PGlite and PostgreSQL, and far faster than
 * one VALUES tuple per row. `columns` maps column name to [type, values], all of the same length.
 */
export async function insertColumns(
  db: Executor,
  table: string,
  columns: Record<string, readonly [PgType, readonly Cell[]]>,
  chunk = 50_000,
): Promise<number> {
  const names = Object.keys(columns);
  const total = columns[names[0]!]![1].length;
  for (let start = 0; start < total; start += chunk) {
    const arrays: SQL[] = names.map((name) => {
      const [type, values] = columns[name]!;
      return sql`${arrayLiteral(values.slice(start, start + chunk))}::${sql.raw(type)}[]`;
    });
    const cols = sql.raw(names.map((n) => `"${n}"`).join(', '));
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${cols}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
  return total;
}

/** Inserts row objects; `types` names the columns and their types. */
export function insertRows<R extends Record<string, Cell>>(
  db: Executor,
  table: string,
  types: { [K in keyof R & string]?: PgType },
  rows: readonly R[],
): Promise<number> {
  if (rows.length === 0) return Promise.resolve(0);
  const columns: Record<string, readonly [PgType, Cell[]]> = {};
  for (const [name, type] of Object.entries(types) as [string, PgType][]) {
    columns[name] = [type, rows.map((r) => r[name])];
  }
  return insertColumns(db, table, columns);
}

/** Moves every serial sequence past the ids the seed wrote explicitly. */
export async function resetSequences(db: Executor, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.raw(`"${table}"`)}), 0) + 1, false)`,
    );
  }
}

/**
 * The one-row revision counters (migrations 0011 and 0013, docs/rules.md#catalogue-answers): made by
 * their migrations and only ever updated, so a reset keeps them — the writes that follow move them on
 * (their values come from sequences a reset does not restart). Emptied, `viewer_revision` would
 * never move again and every kept catalogue answer would outlive outlet stock, sales and warehouse changes.
 */
const REVISION_COUNTERS = ['catalog_revision', 'viewer_revision'];

/** Empties every table of the app (not the migrations journal nor REVISION_COUNTERS), restarting the id sequences. */
export async function truncateAll(db: Executor) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'
      and tablename <> all(${`{${REVISION_COUNTERS.join(',')}}`}::text[]) order by tablename`,
  );
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.name}"`).join(', ');
  await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}

/**
 * Runs `load` with `table`'s secondary indexes dropped and rebuilds them afterwards from their own
 * definitions (pg_indexes): building an index once over a bulk load is cheaper than updating it
 * row by row. Constraint indexes (primary key, unique) stay. Use inside the loading transaction.
 */
export async function withoutIndexes<T>(db: Executor, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = 'public' and tablename = ${table}
          and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const result = await load();
  for (const index of indexes) await db.execute(sql.raw(index.def));
  return result;
}
