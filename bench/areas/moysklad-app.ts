import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type MoyskladConnection, MoyskladOptionsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import {
  createFakeAccount,
  type FakeMoysklad,
  startFakeMoysklad,
} from '../../apps/api/src/channels/moysklad/fake';
import { type Database, openDatabase, queryRows } from '../../apps/api/src/db/client';
import { createCounterpartyRow } from '../../apps/api/src/test/factories/counterparties';
import { createUser } from '../../apps/api/src/test/factories/users';
import { httpClient, signIn } from '../../apps/api/src/test/http-client';
import { freePort } from '../../apps/api/src/test/server-process';
import { type AppProcess, startApp } from '../lib/app-process';
import { benchDatabaseUrl, dropDatabase, ensureDatabase } from '../lib/database';
import { root } from '../lib/report';

/** The bench scale of the МойСклад account (docs/moysklad.md, docs/benchmarks.md#moysklad). */
export const MS_SCALE = { products: 10_000, retailStores: 219, salePositions: 200_000, seed: 2026 };
export const MS_TOKEN = 'bench-moysklad-token-0123456789abcdef';
const AUTH_SECRET = 'bench-moysklad-secret-0123456789abcdef';
const TOKEN_KEY = randomBytes(32).toString('hex');
const DATA_DIR = path.join(root, '.tmp/bench-moysklad');

/** The bench's own PostgreSQL database, `kits_bench_moysklad` on the bench server. */
export function msDatabaseUrl(): string {
  const url = new URL(benchDatabaseUrl());
  url.pathname = '/kits_bench_moysklad';
  return url.toString();
}

/** Drops and creates the bench database and empties the app's DATA_DIR (pictures of the last run). */
export async function resetMsBench(databaseUrl: string) {
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  rmSync(DATA_DIR, { recursive: true, force: true });
}

/**
 * The fake МойСклад at bench scale in this process, МойСклад's limits on (45 units per 3 s, 5 in
 * flight), answering after `latencyMs`. Answers it and the seconds the account took to generate.
 */
export async function startBenchFake(latencyMs: number) {
  const started = Date.now();
  const account = createFakeAccount(MS_SCALE);
  const generatedS = (Date.now() - started) / 1000;
  const fake = await startFakeMoysklad({ token: MS_TOKEN, account, rateLimit: {}, latencyMs });
  return { fake, generatedS };
}

/** A running app: its process, its Russian origin and a caller. */
export type MsApp = AppProcess & { url: string; call: ReturnType<typeof httpClient> };

/**
 * The app (bench/lib/bench-server.ts, NODE_ENV=production) in its own process on the bench
 * database, pointed at the fake, PUBLIC_URL its own origin (so МойСклад's webhooks reach it), the
 * poll every `pollSeconds`.
 */
export async function startMsApp(options: {
  databaseUrl: string;
  fake: FakeMoysklad;
  pollSeconds: number;
  /** NODE_OPTIONS of the app (e.g. --expose-gc for a profile of the live memory). */
  nodeOptions?: string;
}): Promise<MsApp> {
  const port = await freePort();
  const app = await startApp(options.databaseUrl, {
    DATA_DIR,
    BENCH_PORT: String(port),
    AUTH_SECRET,
    SHOPIFY_TOKEN_KEY: TOKEN_KEY,
    MOYSKLAD_API_URL: options.fake.apiUrl,
    MOYSKLAD_POLL_SECONDS: String(options.pollSeconds),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
  });
  // The host picks the version: localhost is the Russian one (APP_HOST_RU).
  const url = `http://localhost:${app.port}`;
  return { ...app, url, call: httpClient(url) };
}

/** A direct connection to the bench database (the app has migrated it). */
export const openMsDb = (databaseUrl: string): Promise<Database> =>
  openDatabase({ databaseUrl, migrate: false, poolSize: 2 });

/**
 * An admin (signed in) and the franchise counterparty the suggested new outlets go to (the
 * database is empty: SEED=none). Answers the admin's token.
 */
export async function adminAndNetwork(database: Database, app: MsApp): Promise<string> {
  const db = database.db;
  const admin = await createUser({ db, username: 'bench_ms_admin', groups: ['admin'] });
  const owner = await createUser({ db, username: 'bench_ms_owner' });
  await createCounterpartyRow({ db, legalName: 'ООО «Хобби-сеть»', users: [owner.user.id] });
  return signIn(app.url, admin.user.username, admin.password);
}

/** POST /services/moysklad with the token, then the options; answers the suggested mapping. */
export async function connectAndSuggest(app: MsApp, admin: string) {
  const connected = await app.call('POST', '/api/v0/services/moysklad', {
    token: admin,
    body: { access_token: MS_TOKEN },
  });
  if (connected.status !== 201) throw new Error(`connect → ${connected.status} ${connected.bytes}`);
  const options = await app.call('GET', '/api/v0/services/moysklad/options', { token: admin });
  if (options.status !== 200) throw new Error(`options → ${options.status} ${options.bytes}`);
  return MoyskladOptionsResponse.parse(options.body).data.suggested;
}

/** A sync job as the jobs table holds it. */
export type SyncJob = {
  id: number;
  kind: string;
  status: string;
  full: boolean;
  /** Timestamps as the driver gives them (a string or a Date). */
  started_at: string | Date | null;
  finished_at: string | Date | null;
  result: { created: number; updated: number; unchanged: number; failed: number } | null;
  error: string | null;
};

/** The МойСклад sync jobs after job `afterId`, oldest first. */
export const syncJobs = (database: Database, afterId = 0) =>
  queryRows<SyncJob>(
    database.db,
    sql`select id::int, kind, status, coalesce((payload->>'full')::boolean, false) as full,
          started_at, finished_at, result, error
        from jobs where kind like 'moysklad.%' and id > ${afterId} order by id`,
  );

const KINDS = ['moysklad.catalogue', 'moysklad.stock', 'moysklad.sales'];

/**
 * Waits (checking every 250 ms, at most `timeoutMs`) until a full run of each kind after job
 * `afterId` has ended; throws when one failed. Answers the full runs by kind and every sync job since.
 */
export async function waitForFullSync(database: Database, options: { afterId: number; timeoutMs: number }) {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const jobs = await syncJobs(database, options.afterId);
    const full = new Map(KINDS.map((kind) => [kind, jobs.find((j) => j.kind === kind && j.full)]));
    const failed = [...full.values()].find((j) => j?.status === 'failed');
    if (failed) throw new Error(`${failed.kind} failed: ${failed.error}`);
    if ([...full.values()].every((j) => j?.status === 'done'))
      return { full: full as Map<string, SyncJob>, jobs, at: Date.now() };
    if (Date.now() > deadline) throw new Error(`the sync did not end in ${options.timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The last job's id, of any kind (0 when none). */
export async function lastJobId(database: Database): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select coalesce(max(id), 0)::int as id from jobs`,
  );
  return row!.id;
}

/**
 * Waits (checking every 250 ms, at most `timeoutMs`) until no job of any kind is queued or running
 * (what a sync queues, e.g. recommendations, has run); answers the jobs made after `afterId` by kind.
 */
export async function waitIdle(database: Database, options: { afterId: number; timeoutMs: number }) {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const [busy] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`,
    );
    if (busy!.n === 0) break;
    if (Date.now() > deadline) throw new Error(`jobs still queued after ${options.timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const kinds = await queryRows<{ kind: string; n: number }>(
    database.db,
    sql`select kind, count(*)::int as n from jobs where id > ${options.afterId} group by kind order by kind`,
  );
  return new Map(kinds.map((k) => [k.kind, k.n]));
}

/** The connection as the admin sees it (GET /services/moysklad). */
export async function connection(app: MsApp, admin: string): Promise<MoyskladConnection> {
  const res = await app.call('GET', '/api/v0/services/moysklad', { token: admin });
  if (res.status !== 200) throw new Error(`GET services/moysklad → ${res.status}`);
  return res.body.data as MoyskladConnection;
}
