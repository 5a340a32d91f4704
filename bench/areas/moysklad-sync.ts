import type { MoyskladMapping } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { FakeMoysklad } from '../../apps/api/src/channels/moysklad/fake';
import { type Database, queryRows } from '../../apps/api/src/db/client';
import { cpuMs, rssMb, watchRss } from '../lib/proc';
import { lastJobId, type MsApp, type SyncJob, waitForFullSync, waitIdle } from './moysklad-app';
import { type MemoryProfile, profileMemory } from './moysklad-profile';
import { countRequests, meterRequests, type RequestCount } from './moysklad-requests';

const SYNC_TIMEOUT_MS = 45 * 60_000;

/** One full run: its wall time and the units it spent (МойСклад's budget) while it ran. */
export type RunFigures = { kind: string; seconds: number; units: number; result: SyncJob['result'] };

/** A full sync measured: per run, in all, the requests by run, the app's memory and CPU. */
export type SyncFigures = {
  seconds: number;
  runs: RunFigures[];
  requests: Record<string, RequestCount>;
  /** Sync jobs besides the three full runs in the window (the poll's incremental runs). */
  others: SyncJob[];
  /** Seconds after the three runs until no job was due (what they queued, e.g. recommendations), and the jobs made by kind. */
  tail: { seconds: number; jobs: Map<string, number> };
  /** MB: at the request, the highest sample until the tail ended, at the end of the three runs, after the tail. */
  rss: { before: number; peak: number; atEnd: number; after: number };
  /** The heap's and external memory's highest, and each run's RSS (sampled every second). */
  memory: MemoryProfile;
  appCpuS: number;
  benchCpuS: number;
};

/** What the database holds of МойСклад's data, and the revisions a write moves. */
export async function written(database: Database) {
  const [row] = await queryRows<{
    products: number;
    stock: number;
    sales: number;
    outlets: number;
    media: number;
    revisions: string;
  }>(
    database.db,
    sql`select (select count(*) from products where external_key like 'moysklad:%')::int as products,
          (select count(*) from stock)::int as stock,
          (select count(*) from sales where external_id like 'ms:%')::int as sales,
          (select count(*) from stores where is_retail)::int as outlets,
          (select count(*) from media)::int as media,
          (select revision from catalog_revision)::text || '/' ||
          (select revision || '/' || warehouse from viewer_revision)::text || '/' ||
          (select coalesce(sum(revision), 0) from store_revisions)::text as revisions`,
  );
  return row!;
}

/**
 * Starts a full sync with `start` (the mapping saved, or "full resync") and measures it until a
 * full run of each kind has ended: wall time from the request, each run's time (jobs table) and
 * the units the fake answered meanwhile, the requests by run, the app's RSS (sampled every 200 ms)
 * and CPU, this process's CPU (the fake's work).
 */
export async function measureFullSync(options: {
  database: Database;
  app: MsApp;
  fake: FakeMoysklad;
  start: () => Promise<void>;
  /** Profile the live memory (the app runs with --expose-gc): a full collection before each sample. */
  gc?: boolean;
}): Promise<SyncFigures> {
  const { database, app, fake } = options;
  const afterId = await lastJobId(database);
  const from = fake.requests.length;
  const meter = meterRequests(fake);
  const cpu = { app: cpuMs(app.pid), bench: process.cpuUsage() };
  const rss = watchRss(app.pid, 200);
  const profile = profileMemory({ app, database, everyMs: 1000, gc: options.gc });
  const started = Date.now();
  await options.start();
  const done = await waitForFullSync(database, { afterId, timeoutMs: SYNC_TIMEOUT_MS });
  meter.stop();
  const appCpu = cpuMs(app.pid) - cpu.app;
  const bench = process.cpuUsage(cpu.bench);
  const requests = countRequests(fake.requests.slice(from));
  const atEnd = rssMb(app.pid);
  const jobs = await waitIdle(database, { afterId, timeoutMs: SYNC_TIMEOUT_MS });
  const idleAt = Date.now();
  const peak = rss.stop();
  const memory = await profile.stop();
  const runs = [...done.full.values()].map((job) => {
    const [a, b] = [new Date(job.started_at!).getTime(), new Date(job.finished_at!).getTime()];
    return {
      kind: job.kind.replace('moysklad.', ''),
      seconds: (b - a) / 1000,
      units: meter.unitsBetween(a, b),
      result: job.result,
    };
  });
  const fullIds = new Set([...done.full.values()].map((j) => j.id));
  return {
    seconds: (done.at - started) / 1000,
    runs,
    requests,
    others: done.jobs.filter((j) => !fullIds.has(j.id)),
    tail: { seconds: (idleAt - done.at) / 1000, jobs },
    rss: { before: rss.base, peak, atEnd, after: rssMb(app.pid) },
    memory,
    appCpuS: appCpu / 1000,
    benchCpuS: (bench.user + bench.system) / 1e6,
  };
}

/** PUT /services/moysklad/mapping (the first mapping queues the first sync). */
export async function saveMapping(app: MsApp, admin: string, mapping: MoyskladMapping) {
  const res = await app.call('PUT', '/api/v0/services/moysklad/mapping', { token: admin, body: mapping });
  if (res.status !== 200)
    throw new Error(`PUT mapping → ${res.status} ${res.bytes.toString().slice(0, 500)}`);
}

/** POST /services/moysklad/sync `{ full: true }`: "Full resync". */
export async function fullResync(app: MsApp, admin: string) {
  const res = await app.call('POST', '/api/v0/services/moysklad/sync', {
    token: admin,
    body: { full: true },
  });
  if (res.status !== 202) throw new Error(`POST sync → ${res.status} ${res.bytes.toString().slice(0, 500)}`);
}
