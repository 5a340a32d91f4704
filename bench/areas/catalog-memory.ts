import { startApp } from '../lib/app-process';
import { getJson, request } from '../lib/http';

/** What one process's copy of the shared catalogue costs (decision 0027), and its first reads. */
export type SnapshotMemory = {
  products: number;
  /** Live heap (bytes, after a full collection) before any catalogue read, after the first page, after the first text search. */
  heap: { before: number; snapshot: number; search: number };
  /** ms from sending to the whole answer: the first page (the snapshot is built on it), then the first text search (its index). */
  firstPageMs: number;
  firstSearchMs: number;
  /** The process's RSS (MB) after both reads. */
  rss: number;
};

type Memory = { heapUsed: number; rss: number };

/**
 * Starts a fresh app (node --expose-gc) on `databaseUrl`, signs in, reads the category tree (no
 * snapshot), then samples the live heap (GET /bench/memory?gc=1, bench-server.ts) before the first
 * catalogue page, after it (the snapshot is built on that read) and after the first text search
 * (its search index); `pages` are the paths of a list page and of a text search.
 */
export async function measureSnapshotMemory(o: {
  databaseUrl: string;
  products: number;
  pages: { list: string; search: string };
  signIn: (base: string, host: string) => Promise<string>;
}): Promise<SnapshotMemory> {
  console.log('[bench] snapshot memory (a fresh app, node --expose-gc)');
  const app = await startApp(o.databaseUrl, { NODE_OPTIONS: '--expose-gc' });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const host = `localhost:${app.port}`;
    const headers = {
      host,
      authorization: `Bearer ${await o.signIn(base, host)}`,
      accept: 'application/json',
    };
    await getJson(`${base}/api/v0/catalog/categories`, headers);
    const memory = () => getJson<Memory>(`${base}/bench/memory?gc=1`, headers);
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await request(base + path, { headers });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return Math.round(performance.now() - started);
    };
    const before = await memory();
    const firstPageMs = await timed(o.pages.list);
    const snapshot = await memory();
    const firstSearchMs = await timed(o.pages.search);
    const search = await memory();
    return {
      products: o.products,
      heap: { before: before.heapUsed, snapshot: snapshot.heapUsed, search: search.heapUsed },
      firstPageMs,
      firstSearchMs,
      rss: search.rss / 2 ** 20,
    };
  } finally {
    await app.stop();
  }
}

/** "snapshot 310 MB = 3,250 bytes a product; search index …" — the report's sentence. */
export function snapshotMemoryLine(m: SnapshotMemory): string {
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  const perProduct = (bytes: number) =>
    `${Math.round(bytes / m.products).toLocaleString('en')} bytes a product`;
  const snapshot = m.heap.snapshot - m.heap.before;
  const search = m.heap.search - m.heap.snapshot;
  return (
    `Memory of the snapshot (a fresh app under \`node --expose-gc\`, bench/areas/catalog-memory.ts: the live heap after a full collection, GET /bench/memory?gc=1, sampled after sign-in and the category tree, after the first catalogue page and after the first text search): ` +
    `${mb(m.heap.before)} before any catalogue read; the snapshot adds **${mb(snapshot)} = ${perProduct(snapshot)}** (${m.products.toLocaleString('en')} products; the first page answered in ${m.firstPageMs} ms, the snapshot built on that read); ` +
    `the search index adds **${mb(search)} = ${perProduct(search)}** (the first text search answered in ${m.firstSearchMs} ms); RSS then ${Math.round(m.rss)} MB.`
  );
}
