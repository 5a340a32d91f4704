// The app (`buildApp` from the sources under tsx, NODE_ENV=production), on the bench database, plus bench-only routes:
// GET /bench/ceiling?u=<path> answers the bytes <path> answered the first time, with the same
// content type, behind the same auth preHandler. So route vs ceiling isolates the query, mapping and
// serialisation cost from everything else (HTTP, auth, hooks). GET /bench/memory[?gc=1] answers
// process.memoryUsage() (bytes). GET /bench/answers answers how the catalogue's answers were made
// since the start (kept, renewed, computed: answerCounts of the answer cache). GET /bench/jobs
// answers the jobs done so far by kind (the status page counts only those queued, running or
// failed). Run as a child: prints `port=<n>`;
// listens on BENCH_PORT when given (an area that must know its origin before the start, e.g. for
// PUBLIC_URL), else on a free port.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { answerCounts } from '../../apps/api/src/catalogue/catalog';
import { loadConfig } from '../../apps/api/src/config';
import { openConfiguredDatabase, queryRows } from '../../apps/api/src/db/client';
import { keepHeapNearLive } from '../../apps/api/src/lib/heap';

// The heap as the server keeps it (apps/api/src/server.ts).
keepHeapNearLive();

// Logging off unless BENCH_LOG_LEVEL asks for it (e.g. `error`, to see why a request answered 500): on stderr.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'silent';
const config = loadConfig({ ...process.env, NODE_ENV: 'production', SEED: 'none', LOG_LEVEL: logLevel });
// PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite (the web area's demo database).
const database = await openConfiguredDatabase(config);
const app = await buildApp({
  config,
  database,
  logger: logLevel !== 'silent',
  logStream: process.stderr,
});

const captured = new Map<string, { body: Buffer; type: string }>();
app.get('/bench/ceiling', { preHandler: app.requireAuth }, async (request, reply) => {
  const target = String((request.query as { u?: string }).u ?? '');
  let hit = captured.get(target);
  if (!hit) {
    const res = await app.inject({
      method: 'GET',
      url: target,
      headers: { authorization: request.headers.authorization ?? '', host: request.headers.host ?? '' },
    });
    hit = { body: res.rawPayload, type: String(res.headers['content-type'] ?? 'application/json') };
    captured.set(target, hit);
  }
  return reply.type(hit.type).send(hit.body);
});

// GET /bench/memory: this process's memory (process.memoryUsage(), bytes), for areas that watch it;
// `?gc=1` collects garbage first when node runs with --expose-gc (the live memory, not the heap's size).
app.get('/bench/memory', async (request) => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if ((request.query as { gc?: string }).gc === '1') gc?.();
  return process.memoryUsage();
});

// GET /bench/answers: the catalogue answers kept and computed since the start (answerCounts).
app.get('/bench/answers', async () => answerCounts);

// GET /bench/jobs: `{ kind: count }` of the jobs done so far.
app.get('/bench/jobs', async () => {
  const rows = await queryRows<{ kind: string; count: number }>(
    database.db,
    sql`select kind, count(*)::int as count from jobs where status = 'done' group by kind`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.count]));
});

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`port=${(app.server.address() as { port: number }).port}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
