import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { VERSION_TIME_ZONE } from '@kits/contract';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, migrationsFolder } from '../config';
import { keepCheckpointing } from './pglite-checkpoints';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept `Db | Tx` so services can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** `date` columns come back as 'YYYY-MM-DD' strings from both drivers. */
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (v: string) => v);

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for dumps in tests. */
  pglite?: PGlite;
  /** PostgreSQL's connection pool, for its metrics (docs/operations.md#health-and-metrics). */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/** The advisory lock that lets one server at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 7_026_112_801;

/**
 * Runs `migrate` holding a session advisory lock on a connection of its own, outside the pool (a
 * pool of one must stay free for the migrations) (docs/operations.md#upgrades): servers of a new
 * version starting at once on one PostgreSQL migrate one after another — the first applies the
 * migrations, the others then find nothing to do.
 */
async function migrateOnce(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * The time zone of every database session: `current_date` — the last day of a report period, of
 * the ranking and the auto order's sales window — is the business's calendar day, the day a
 * retail sale is booked on (a sale at 01:00 in Moscow is that day's, not the day before in UTC),
 * whatever zone the PostgreSQL server or the machine is set to (docs/rules.md#sales-period).
 */
export const DATABASE_TIME_ZONE = VERSION_TIME_ZONE.ru;

/**
 * Every PostgreSQL session's settings: the time zone above, and no JIT compilation
 * (docs/decisions/0048-no-jit-for-short-statements.md). The planner compiles a statement whose
 * estimated cost passes `jit_above_cost`, though the costly branch may never run: a warehouse's
 * viewer figures, a few milliseconds of work, spent over a second compiling at 100,000 products.
 */
export const SESSION_OPTIONS = `-c TimeZone=${DATABASE_TIME_ZONE} -c jit=off`;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise PGlite in `dataDir`
 * (`memory://` or a `loadDataDir` blob for tests). Runs the migrations unless `migrate` is false.
 * A PGlite in a folder checkpoints as it goes (keepCheckpointing), so a killed process restarts
 * in seconds.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  migrate?: boolean;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      options: SESSION_OPTIONS,
    });
    // An idle client's error (server restart, dropped database) must not crash the process.
    pool.on('error', (err) => console.warn('[db] idle PostgreSQL client error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.migrate !== false)
      await migrateOnce(options.databaseUrl, () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (options.dataDir && !options.dataDir.includes('://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    parsers: { [DATE_OID]: (v: string) => v },
  });
  await client.exec(`set time zone '${DATABASE_TIME_ZONE}'`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  const inFolder = options.dataDir !== undefined && !options.dataDir.includes('://');
  const stopCheckpoints = inFolder
    ? keepCheckpointing(client, { onError: (err) => console.warn('[db] PGlite checkpoint failed:', err) })
    : async () => {};
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await stopCheckpoints();
      await client.close();
    },
  };
}

/**
 * Opens and migrates the database `config` names: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite. `say`, when given, is told which before the migrations run. `migrate: false`
 * skips them (the workers of WEB_CONCURRENCY, whose primary has migrated). PGlite's folder is
 * locked for this process while open (db/pglite-lock.ts).
 * @throws PgliteInUseError when another live process has DATA_DIR's embedded database open.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  say?: (text: string) => void,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  say?.(
    config.DATABASE_URL
      ? 'connecting to PostgreSQL and migrating…'
      : `opening PGlite in ${config.DATA_DIR} and migrating…`,
  );
  if (config.DATABASE_URL)
    return openDatabase({ databaseUrl: config.DATABASE_URL, migrate: options.migrate });
  // The embedded folder is one process's (db/pglite-lock.ts); its lock goes when it closes.
  const unlock = lockPgliteFolder(config.DATA_DIR);
  try {
    const database = await openDatabase({ dataDir: `${config.DATA_DIR}/pglite`, migrate: options.migrate });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export { schema };

const dialect = new PgDialect();

/** Ids as a PostgreSQL int[] literal (`{1,2,3}`), for `= any(${intArray(ids)}::int[])`. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A value of a column sent as one array parameter (arrayLiteral). */
export type Cell = string | number | boolean | null | undefined;

/**
 * A PostgreSQL array literal (`{1,"a b",NULL}`) of `values`, so that one text parameter carries a
 * whole column: `unnest(${arrayLiteral(days)}::date[], …)`.
 */
export function arrayLiteral(values: readonly Cell[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number' || typeof v === 'boolean') parts[i] = String(v);
    else if (!v.includes('"') && !v.includes('\\')) parts[i] = `"${v}"`;
    else parts[i] = `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(',')}}`;
}

/**
 * Runs raw SQL and returns its rows typed as `T` (both drivers answer `{ rows }`). `name` makes it
 * a named prepared statement on PostgreSQL: parsed once per connection and planned from a cached
 * plan — for hot statements whose text never changes (one name, one text; PGlite ignores it).
 */
export async function queryRows<T>(db: Executor, query: SQL, options: { name?: string } = {}): Promise<T[]> {
  const result = options.name
    ? await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, options.name, false).execute()
    : await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Statements built once per process by `queryPrepared`, by name. */
const builtStatements = new Map<string, ReturnType<PgDialect['sqlToQuery']>>();

/**
 * Runs the named prepared statement `name` whose SQL never varies — `build()`, with a
 * `sql.placeholder(key)` for every value — with `values` by placeholder name, and returns its rows.
 * The SQL is built and rendered once per process: a hot statement then costs only its round trip
 * (on PostgreSQL parsed once per connection, as queryRows' `name`). One name, one `build`.
 */
export async function queryPrepared<T>(
  db: Executor,
  options: { name: string; build: () => SQL; values: Record<string, unknown> },
): Promise<T[]> {
  let query = builtStatements.get(options.name);
  if (!query) {
    query = dialect.sqlToQuery(options.build());
    builtStatements.set(options.name, query);
  }
  const result = await db._.session
    .prepareQuery(query, undefined, options.name, false)
    .execute(options.values);
  return (result as unknown as { rows: T[] }).rows;
}
