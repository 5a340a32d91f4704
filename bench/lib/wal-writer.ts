// `tsx bench/lib/wal-writer.ts DIR MB on|off`: opens the PGlite folder DIR, writes about MB
// megabytes of WAL (rows of 1 KB into a scratch table, a thousand a statement), prints `written`
// and waits to be killed. With `on` it checkpoints as the server does (keepCheckpointing), with
// `off` as PGlite does alone (never). For bench/areas/pglite-restart.ts.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepCheckpointing } from '../../apps/api/src/db/pglite-checkpoints';

const [dir, mb, mode] = process.argv.slice(2);
const client = await PGlite.create(dir!, { extensions: { pg_trgm } });
if (mode === 'on') keepCheckpointing(client);
await client.exec('create table if not exists bench_wal_filler (id serial primary key, t text)');
for (let i = 0; i < Number(mb); i++) {
  // Back to the event loop between statements, as a server is between requests (a loop of
  // awaited statements alone runs in microtasks and never lets a timer fire).
  await new Promise((resolve) => setImmediate(resolve));
  await client.exec(
    'insert into bench_wal_filler (t) select repeat(md5(g::text), 32) from generate_series(1, 1000) g',
  );
}
process.stdout.write('written\n');
setInterval(() => {}, 60_000);
