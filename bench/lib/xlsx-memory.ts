import { xlsxDownload } from '../../apps/api/src/lib/table-download';

/**
 * Memory of one XLSX download by rows (docs/rules.md#report-streaming), in a process of its own run
 * as `node --expose-gc --import tsx bench/lib/xlsx-memory.ts <rows>`: synthetic sales-by-outlet rows
 * in pages of 1,000 (a 1 ms pause per page stands for the database read) go through the report's
 * streaming writer to a reader that takes every byte at once; every 20 ms a full GC runs and the
 * live memory is sampled, so the peak is what the writer holds, not garbage waiting for a GC.
 * Prints one JSON line: rows, bytes, and base → peak of heap used and of external + array buffers (MB).
 */
const rows = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !Number.isInteger(rows))
  throw new Error('usage: node --expose-gc --import tsx bench/lib/xlsx-memory.ts <rows>');

async function* pages() {
  for (let i = 0; i < rows; i += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    yield Array.from({ length: Math.min(1000, rows - i) }, (_, j) => ({
      bucket: '2026-01-01',
      store_id: 100 + ((i + j) % 220),
      store_name: `Хобби-маркет на Садовой ${(i + j) % 220}`,
      currency: 'RUB',
      units: (i + j) % 37,
      revenue: `${((i + j) % 9000) + 0.5}`,
    }));
  }
}
const columns = ['bucket', 'store_id', 'store_name', 'currency', 'units', 'revenue'].map((key) => ({
  key,
  title: key,
  kind: key === 'revenue' ? ('money' as const) : undefined,
}));
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const live = () => {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external + m.arrayBuffers };
};
const base = live();
const peak = { ...base };
const timer = setInterval(() => {
  const now = live();
  peak.heap = Math.max(peak.heap, now.heap);
  peak.external = Math.max(peak.external, now.external);
}, 20);
let bytes = 0;
for await (const chunk of xlsxDownload({
  columns,
  pages: pages(),
  log: console,
  what: 'bench',
  sheetName: 'bench',
}))
  bytes += chunk.length;
clearInterval(timer);
console.log(
  JSON.stringify({
    rows,
    bytes,
    heap: [mb(base.heap), mb(peak.heap)],
    external: [mb(base.external), mb(peak.external)],
  }),
);
