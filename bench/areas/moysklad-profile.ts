import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/api/src/db/client';
import type { MsApp } from './moysklad-app';

const MB = 2 ** 20;

/** The app's memory at a moment (MB) and the МойСклад runs running then. */
type Sample = { at: number; rss: number; heapUsed: number; external: number; running: string[] };

/** What a sync's memory went to: the highest heap and external memory, and per run RSS at its start and its highest. */
export type MemoryProfile = {
  peakHeapUsed: number;
  peakExternal: number;
  byRun: { kind: string; startRss: number; peakRss: number }[];
};

async function sample(app: MsApp, database: Database, gc: boolean): Promise<Sample> {
  const res = await app.call('GET', `/bench/memory${gc ? '?gc=1' : ''}`);
  const m = res.body as NodeJS.MemoryUsage;
  const running = await queryRows<{ kind: string }>(
    database.db,
    sql`select distinct replace(kind, 'moysklad.', '') as kind from jobs
        where status = 'running' and kind like 'moysklad.%' order by 1`,
  );
  return {
    at: Date.now(),
    rss: m.rss / MB,
    heapUsed: m.heapUsed / MB,
    external: (m.external + m.arrayBuffers) / MB,
    running: running.map((r) => r.kind),
  };
}

/** Per run kind: the RSS of the first sample it was running in, and the highest while it ran. */
function byRun(samples: readonly Sample[]): MemoryProfile['byRun'] {
  const runs = new Map<string, { kind: string; startRss: number; peakRss: number }>();
  for (const s of samples) {
    for (const kind of s.running) {
      const run = runs.get(kind) ?? { kind, startRss: s.rss, peakRss: s.rss };
      run.peakRss = Math.max(run.peakRss, s.rss);
      runs.set(kind, run);
    }
  }
  return [...runs.values()];
}

/**
 * Samples the app's memory (GET /bench/memory: process.memoryUsage()) and the sync runs running
 * every `everyMs` until stopped, logging a line every tenth sample; `stop()` answers the profile.
 * `gc`: each sample after a full collection (the app started with --expose-gc): the live memory.
 */
export function profileMemory(options: { app: MsApp; database: Database; everyMs: number; gc?: boolean }) {
  const samples: Sample[] = [];
  const started = Date.now();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const s = await sample(options.app, options.database, options.gc ?? false);
      samples.push(s);
      if (samples.length % 10 === 1)
        console.log(
          `[bench] moysklad: ${((s.at - started) / 1000).toFixed(0)} s rss ${s.rss.toFixed(0)} MB heap ${s.heapUsed.toFixed(0)} MB external ${s.external.toFixed(0)} MB running ${s.running.join(', ') || '—'}`,
        );
      await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    }
  })();
  return {
    stop: async (): Promise<MemoryProfile> => {
      stopped = true;
      await loop;
      return {
        peakHeapUsed: Math.max(...samples.map((s) => s.heapUsed)),
        peakExternal: Math.max(...samples.map((s) => s.external)),
        byRun: byRun(samples),
      };
    },
  };
}
