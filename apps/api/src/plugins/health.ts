import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, repoRoot } from '../config';
import { queryRows } from '../db/client';

/** The git commit `scripts/build-server.mjs` wrote into the bundle (esbuild `define`); absent when running the sources. */
declare const __APP_COMMIT__: string | undefined;

/**
 * The app's version: the root package.json's, with the git commit after a `+`: APP_COMMIT when set
 * at start (a build without its .git folder, e.g. a container), else the one the server build found.
 */
export const APP_VERSION = (() => {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const commit =
    process.env.APP_COMMIT?.trim() || (typeof __APP_COMMIT__ === 'string' ? __APP_COMMIT__.trim() : '');
  return `${version ?? '0.0.0'}${commit ? `+${commit.slice(0, 12)}` : ''}`;
})();

/** The newest migration this code has (its journal's last `when`, ms), to compare with the database's. */
const latestMigration = (() => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1)!;
  return { tag: last.tag, when: last.when };
})();

/** A promise that rejects after `ms` (a database that hangs is as unready as one that refuses). */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

type Check = { ok: boolean; detail: string };

/**
 * GET /api/v0/health and GET /api/v0/ready (docs/operations.md#health-and-metrics), for load
 * balancers and monitoring, public and answered in JSON:
 * - health → 200 `{ status: 'ok', version, uptime_seconds }` while the process serves;
 * - ready → 200 `{ status: 'ready', checks }` when the database answers within 2 s, its migrations
 *   are this code's (the newest applied is the journal's newest) and the job runner polls; else 503
 *   `{ status: 'not_ready', checks, reasons }` naming each failed check. `checks`:
 *   `{ database, migrations, jobs: { ok, detail } }`.
 */
export async function registerHealth(app: FastifyInstance) {
  const started = Date.now();
  app.get('/api/v0/health', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version: APP_VERSION, uptime_seconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get('/api/v0/ready', { schema: { hide: true } }, async (_request, reply) => {
    const database = await within(
      2000,
      queryRows<{ applied: string | null }>(
        app.db,
        sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
      ),
    ).then(
      (rows) => ({ ok: true, applied: Number(rows[0]?.applied ?? 0) }),
      (err: Error) => ({ ok: false, applied: 0, error: err.message }),
    );
    const checks: Record<'database' | 'migrations' | 'jobs', Check> = {
      database: database.ok
        ? { ok: true, detail: 'answers' }
        : { ok: false, detail: `unreachable: ${'error' in database ? database.error : ''}` },
      migrations: !database.ok
        ? { ok: false, detail: 'unknown: the database does not answer' }
        : database.applied >= latestMigration.when
          ? { ok: true, detail: `up to ${latestMigration.tag}` }
          : { ok: false, detail: `behind: ${latestMigration.tag} is not applied` },
      jobs: (() => {
        const { polling, lastPollAt } = app.jobs.health();
        return polling
          ? { ok: true, detail: `polled at ${lastPollAt!.toISOString()}` }
          : { ok: false, detail: lastPollAt ? `last poll at ${lastPollAt.toISOString()}` : 'not polling' };
      })(),
    };
    const reasons = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name, check]) => `${name}: ${check.detail}`);
    reply.header('cache-control', 'no-store');
    if (reasons.length > 0) return reply.status(503).send({ status: 'not_ready', checks, reasons });
    return { status: 'ready', checks };
  });
}
