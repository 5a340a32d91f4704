import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/api/src/db/client';
import { createTokenService } from '../../apps/api/src/lib/tokens';
import { type AppProcess, startApp } from '../lib/app-process';
import { dropDatabase, ensureDatabase, loadBenchData } from '../lib/database';
import { type Download, download as downloadPath } from '../lib/download';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { table } from '../lib/report';

/**
 * GET /download-media (docs/rules.md#decisions-3) on PostgreSQL: time to the first byte, total time, throughput
 * and the server process's resident memory while the zip streams, for
 * 1. the bench database (the demo pictures: one main picture per product that has pictures), and
 * 2. a synthetic database of 10,000 products whose main media rows point at those same files
 *    (`kits_media_bench`, rebuilt on every run), so the row count, not the disk, grows;
 * plus a slow client (reading at ~2 MB/s for 5 s, then going away) to show that memory stays flat
 * under backpressure and that reading stops on abort.
 * The server runs bench-server.ts in its own process; its RSS is sampled from /proc every 50 ms.
 */

const SYNTHETIC_PRODUCTS = 10_000;

type Server = AppProcess;
const startServer = startApp;

/** GET /download-media as `download` (bench/lib/download.ts) takes it. */
const download = (options: {
  server: Server;
  token: string;
  rateBytesPerSecond?: number;
  stopAfterMs?: number;
}) => downloadPath({ ...options, path: '/api/v0/download-media' });

const mb = (bytes: number) => bytes / 1024 / 1024;
const row = (label: string, entries: number, d: Download) => [
  label,
  entries.toLocaleString('en'),
  d.status,
  `${Math.round(d.headersMs)} ms`,
  `${Math.round(d.firstByteMs)} ms`,
  `${(d.totalMs / 1000).toFixed(1)} s`,
  `${mb(d.bytes).toFixed(1)} MiB`,
  `${(mb(d.bytes) / (d.totalMs / 1000)).toFixed(1)} MiB/s`,
  `${Math.round(d.baseRssMb)} → ${Math.round(d.peakRssMb)} MB`,
];

/** A warehouse user's bearer token, signed with the database's secret (as the server signs). */
async function warehouseToken(db: Db): Promise<string> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join user_groups ug on ug.user_id = u.id join groups g on g.id = ug.group_id
        where g.name = 'warehouse' order by (u.username = 'shop') desc, u.id limit 1`,
  );
  if (!user) throw new Error('no warehouse user in the database');
  const tokens = await createTokenService({ db, secret: process.env.AUTH_SECRET, ttlSeconds: 3600 });
  return tokens.sign(user.id);
}

/** Main media rows of the database: how many zip entries to expect. */
async function mainCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct product_id)::int as n from media where collection_name = 'main'`,
  );
  return row?.n ?? 0;
}

/**
 * `kits_media_bench`: migrated, one category, 10,000 products, each with a main media row pointing
 * at one of the bench database's main picture files (cycled), a warehouse user.
 */
async function syntheticDatabase(benchUrl: string, files: string[]): Promise<string> {
  const url = new URL(benchUrl);
  url.pathname = '/kits_media_bench';
  await dropDatabase(url.toString());
  await ensureDatabase(url.toString());
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    const { db } = database;
    await db.execute(sql`insert into categories (id, slug, name_ru, name_en, moysklad_name, position)
      values (1, 'bench', 'Бенч', 'Bench', '', 0)`);
    await db.execute(sql`insert into products (id, category_id, code, name_ru, name_en)
      select g, 1, 'MB-' || lpad(g::text, 5, '0'), 'Товар ' || g, 'Product ' || g
      from generate_series(1, ${SYNTHETIC_PRODUCTS}::int) g`);
    await db.execute(sql`insert into media (product_id, collection_name, name, file_name, thumb_file_name, position)
      select g, 'main', 'MB-' || g || '.jpg', f.files[1 + (g - 1) % array_length(f.files, 1)], 'none', 0
      from generate_series(1, ${SYNTHETIC_PRODUCTS}::int) g, (select ${`{${files.map((f) => `"${f}"`).join(',')}}`}::text[] as files) f`);
    await db.execute(sql`insert into groups (name) values ('warehouse') on conflict do nothing`);
    await db.execute(sql`insert into users (username, email, fullname, password_hash)
      values ('media_bench', null, 'Media bench', 'not-a-login')`);
    await db.execute(sql`insert into user_groups (user_id, group_id)
      select u.id, g.id from users u, groups g where u.username = 'media_bench' and g.name = 'warehouse'`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  return url.toString();
}

/** One database: full download, then a slow client that goes away after 5 s. */
async function measureDatabase(databaseUrl: string, label: string) {
  const database = await openDatabase({ databaseUrl, migrate: false, poolSize: 2 });
  const server = await startServer(databaseUrl);
  try {
    const token = await warehouseToken(database.db);
    const entries = await mainCount(database.db);
    await download({ server, token, stopAfterMs: 500 }); // warm-up: modules, connections
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const full = await download({ server, token });
    console.log(`[bench] ${label}: ${JSON.stringify(full)}`);
    const slow = await download({ server, token, rateBytesPerSecond: 2 * 1024 * 1024, stopAfterMs: 5000 });
    console.log(`[bench] ${label}, slow client: ${JSON.stringify(slow)}`);
    return [row(label, entries, full), row(`${label}, client at 2 MiB/s, gone after 5 s`, entries, slow)];
  } finally {
    await server.stop();
    await database.close();
  }
}

export async function benchMedia(options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { databaseUrl: benchUrl, size } = await loadBenchData(options);
  const probe = await openDatabase({ databaseUrl: benchUrl, migrate: false, poolSize: 1 });
  const files = (
    await queryRows<{ file_name: string }>(
      probe.db,
      sql`select distinct file_name from media where collection_name = 'main' order by file_name`,
    )
  ).map((r) => r.file_name);
  await probe.close();

  const rows = [...(await measureDatabase(benchUrl, 'bench database (demo pictures)'))];
  const synthetic = await syntheticDatabase(benchUrl, files);
  rows.push(
    ...(await measureDatabase(synthetic, `${SYNTHETIC_PRODUCTS.toLocaleString('en')} rows, same files`)),
  );

  return [
    `Measured ${today()} on ${machineLine(['PostgreSQL on the same machine'])}; ${load}.`,
    '',
    `Data: the bench database (${size.products.toLocaleString('en')} products, ${files.length.toLocaleString('en')} distinct main picture files under \`.tmp/bench-data/media\`), and \`kits_media_bench\`: ${SYNTHETIC_PRODUCTS.toLocaleString('en')} products whose main media rows cycle over those files.`,
    '',
    'Method: the app (`buildApp` from the sources under tsx, NODE_ENV=production) in its own process; one `GET /api/v0/download-media` as a warehouse user (Russian host) after a warm-up request; headers = response headers received, first byte = first body chunk, RSS = the server process (VmRSS sampled every 50 ms) before the request → its peak during it. The slow client reads at ~2 MiB/s and closes the connection after 5 s: memory stays at its baseline (backpressure pauses the file reads) and the server stops reading.',
    '',
    table(
      ['case', 'entries', 'status', 'headers', 'first byte', 'total', 'body', 'throughput', 'server RSS'],
      rows,
    ),
    '',
    'Reproduce: `npm run bench -- media`.',
  ].join('\n');
}
