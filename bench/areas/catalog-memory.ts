import path from 'node:path';
import { runNode } from '../lib/app-process';
import { root } from '../lib/report';

/** What one process's copy of the shared catalogue costs (decision 0027), and how long it takes to make. */
export type SnapshotMemory = {
  products: number;
  /**
   * Live memory (bytes, after full collections): the heap plus array buffers — the text arena's
   * slabs and the search index's packed postings are outside the heap — before the snapshot, with
   * it, and with its search index too.
   */
  heap: { before: number; snapshot: number; search: number };
  /** ms to read the whole snapshot (loadSnapshot), then to build the search index on the first text search. */
  readMs: number;
  searchMs: number;
  /** The process's RSS (MB) after both. */
  rss: number;
};

/**
 * Reads the catalogue snapshot of `databaseUrl` in a fresh process (bench/areas/snapshot-heap.ts
 * under `node --expose-gc`: only the database client and the catalogue's own modules, so the heap
 * before is small and the difference is the snapshot's) and answers its memory: the live heap
 * before, after the whole read and after the first text search (`searchWord`) built the index.
 */
export async function measureSnapshotMemory(o: {
  databaseUrl: string;
  searchWord: string;
}): Promise<SnapshotMemory> {
  console.log('[bench] snapshot memory (a fresh process, node --expose-gc)');
  const out = await runNode(
    'snapshot-heap.ts',
    ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/areas/snapshot-heap.ts')],
    { DATABASE_URL: o.databaseUrl, SEARCH_WORD: o.searchWord },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as SnapshotMemory;
}

/** "the snapshot adds 31 MB = 3,250 bytes a product; the search index …" — the report's sentence. */
export function snapshotMemoryLine(m: SnapshotMemory): string {
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  const perProduct = (bytes: number) =>
    `${Math.round(bytes / m.products).toLocaleString('en')} bytes a product`;
  const snapshot = m.heap.snapshot - m.heap.before;
  const search = m.heap.search - m.heap.snapshot;
  return (
    `Memory of the snapshot (bench/areas/catalog-memory.ts: a fresh process under \`node --expose-gc\` reads it whole with the app's loadSnapshot, then answers one text search; the live heap with the array buffers — the text arena's slabs are outside the heap — after full collections before, after the read and after the search): ` +
    `the snapshot adds **${mb(snapshot)} = ${perProduct(snapshot)}** (${m.products.toLocaleString('en')} products, read in ${m.readMs.toLocaleString('en')} ms); ` +
    `the search index adds **${mb(search)} = ${perProduct(search)}** (built in ${m.searchMs.toLocaleString('en')} ms); RSS then ${Math.round(m.rss)} MB.`
  );
}
