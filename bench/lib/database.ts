import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { SCALES } from '../../apps/api/src/db/seed/scales';
import type { BenchScale } from './options';
import { root } from './report';

/** The bench's DATA_DIR (product images): never the default ./data, which `--reset` would empty. */
export const BENCH_DATA_DIR = path.join(root, '.tmp/bench-data');

/**
 * The benchmark's own PostgreSQL database: BENCH_DATABASE_URL, else the server of DATABASE_URL
 * with the database `kits_bench` (never DATABASE_URL's own database: `--reset` would wipe it), else
 * postgres://postgres@127.0.0.1:5432/kits_bench. The big scale's is the same name with `_big`
 * (`kits_bench_big`), on the same server.
 */
export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env, scale: BenchScale = 'bench'): string {
  if (env.BENCH_DATABASE_URL && scale === 'bench') return env.BENCH_DATABASE_URL;
  const url = new URL(
    env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kits_bench',
  );
  if (!env.BENCH_DATABASE_URL) url.pathname = '/kits_bench';
  if (scale !== 'bench') url.pathname = `${url.pathname}_${scale}`;
  return url.toString();
}

/** Runs `run` on a connection to the maintenance database (`postgres`) of `databaseUrl`'s server. */
async function onServer<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database when it does not exist (like `createdb`). */
export async function ensureDatabase(databaseUrl: string) {
  const name = databaseName(databaseUrl);
  await onServer(databaseUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoted(name)}`);
  });
}

/** Drops the database of `databaseUrl` if it exists, closing its connections (`with (force)`). */
export async function dropDatabase(databaseUrl: string) {
  await onServer(databaseUrl, (client) =>
    client.query(`drop database if exists ${quoted(databaseName(databaseUrl))} with (force)`),
  );
}

export type DataSize = { products: number; outlets: number; salesLines: number; users: number };

/** How much data the database holds (zeros when it is not migrated yet). */
export async function dataSize(databaseUrl: string): Promise<DataSize> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async (query: string) => {
    try {
      return Number((await client.query(query)).rows[0]?.n ?? 0);
    } catch {
      return 0;
    }
  };
  try {
    return {
      products: await count('select count(*)::int as n from products'),
      outlets: await count('select count(*)::int as n from stores where is_retail'),
      salesLines: await count('select count(*)::bigint as n from sales'),
      users: await count('select count(*)::int as n from users'),
    };
  } finally {
    await client.end();
  }
}

/** A scale of docs/rules.md#decisions-6 counts as loaded when the database has at least its products. */
const loadedAt = (scale: BenchScale) => SCALES[scale].products;

/**
 * Loads `scale` with the project's seed command (`npm run db:seed -- --scale <scale> --reset`, plus
 * `extra` arguments) into `databaseUrl`, or into PGlite in `dataDir` when it is undefined. Answers
 * the seconds it took.
 */
export function seedScale(
  scale: string,
  databaseUrl: string | undefined,
  dataDir = BENCH_DATA_DIR,
  extra: string[] = [],
) {
  const started = Date.now();
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  if (!databaseUrl) delete env.DATABASE_URL;
  const args = ['run', '--silent', 'db:seed', '--', '--scale', scale, '--reset', ...extra];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`db:seed failed (exit ${result.status})`);
  return (Date.now() - started) / 1000;
}

/** `url` without its user and password, for logs. */
export const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

/** The bench database, ready: its URL, its size, and how it got its data (for the report). */
export type BenchData = { databaseUrl: string; size: DataSize; seeded: string; summary: string };

/**
 * Creates the bench database of `scale` (default bench: kits_bench; big: kits_bench_big) when
 * missing and loads that scale (`npm run db:seed -- --scale <scale> --reset`) when it holds fewer
 * products than the scale has or `reseed` is set (`npm run bench -- --reseed`). `summary` reads
 * "10,000 products, 222 outlets, 1,962,258 sales lines".
 */
export async function loadBenchData(options: { reseed: boolean; scale?: BenchScale }): Promise<BenchData> {
  const scale = options.scale ?? 'bench';
  const databaseUrl = benchDatabaseUrl(process.env, scale);
  await ensureDatabase(databaseUrl);
  let size = await dataSize(databaseUrl);
  let seeded = 'already loaded, not reseeded';
  if (options.reseed || size.products < loadedAt(scale)) {
    console.log(
      `[bench] loading the ${scale} scale into ${redact(databaseUrl)} (npm run db:seed -- --scale ${scale} --reset)…`,
    );
    seeded = `loaded in ${Math.round(seedScale(scale, databaseUrl))} s`;
    size = await dataSize(databaseUrl);
  }
  const summary = `${size.products.toLocaleString('en')} products, ${size.outlets.toLocaleString('en')} outlets, ${size.salesLines.toLocaleString('en')} sales lines`;
  return { databaseUrl, size, seeded, summary };
}
