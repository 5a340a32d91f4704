// Run as a child under `node --expose-gc --import tsx` (catalog-memory.ts): the live heap of one
// process (with the buffers outside it: the text arena) before and after it reads the catalogue snapshot of DATABASE_URL (decision 0027) and
// after its first text search builds the search index; prints one JSON line (SnapshotHeap).

import { sharedMatches } from '../../apps/api/src/catalogue/catalog/snapshot/selection';
import { loadSnapshot } from '../../apps/api/src/catalogue/catalog/snapshot/snapshot-cache';
import { openDatabase } from '../../apps/api/src/db/client';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run under node --expose-gc');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
// The live heap plus the buffers outside it (the text arena's slabs, text-arena.ts).
const live = () => {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const database = await openDatabase({ databaseUrl: url, migrate: false });
try {
  const before = live();
  let started = performance.now();
  const snapshot = await loadSnapshot(database.db);
  const readMs = Math.round(performance.now() - started);
  const afterSnapshot = live();
  started = performance.now();
  sharedMatches(snapshot, { q: process.env.SEARCH_WORD ?? 'набор' }, 'ru');
  const searchMs = Math.round(performance.now() - started);
  const afterSearch = live();
  process.stdout.write(
    `${JSON.stringify({
      products: snapshot.byCode.length,
      heap: { before, snapshot: afterSnapshot, search: afterSearch },
      readMs,
      searchMs,
      rss: process.memoryUsage().rss / 2 ** 20,
    })}\n`,
  );
} finally {
  await database.close();
}
