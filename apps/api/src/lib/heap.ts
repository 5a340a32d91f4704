import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How far V8 lets the old space grow past the live heap before its next full collection, percent.
 * V8's own factor (up to 4× for a busy process) let the server's memory climb by hundreds of MB of
 * garbage while a МойСклад sync or an import ran; 50 % keeps it near the live heap for a few more
 * full collections (docs/benchmarks.md#moysklad).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets V8's heap growing factor (HEAP_GROWING_PERCENT) for this process: the server calls it once at start. */
export function keepHeapNearLive(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * Products from which a build of the whole catalogue (its snapshot read whole, its search index) is
 * followed by a full collection (`collectAfterBulkBuild`): at the bench scale (10,000) the build's
 * temporaries are tens of MB and V8 is left alone.
 */
export const COLLECT_AFTER_PRODUCTS = 20_000;

let fullCollection: (() => void) | undefined;

/**
 * After a build over `products` products that left hundreds of MB of temporaries (the rows read,
 * their parsed JSON, the search index's working lists), runs one full collection on the next turn
 * of the event loop when `products` ≥ COLLECT_AFTER_PRODUCTS (docs/rules.md#snapshot-memory). A
 * process starts with V8's first full-collection point at about half its maximum heap (some GB on a
 * large machine): measured at 100,000 products, the heap grew to 1.2 GB used (1.5 GB RSS) before
 * the first full collection, which left 0.4 GB. After one, the growing factor above holds it. The
 * collection function is V8's own (`gc`, exposed once for this).
 */
export function collectAfterBulkBuild(products: number): void {
  if (products < COLLECT_AFTER_PRODUCTS) return;
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  setImmediate(compactingCollection, fullCollection);
}

/**
 * One full collection that also compacts every page of the old space: a plain one moves only the
 * most fragmented pages, so the pages the build's temporaries spread over stay committed (measured
 * at 100,000 products: 111 MB of old space holding 54 MB live, 10 s after the build), while these
 * are given back to the system.
 */
function compactingCollection(collect: () => void): void {
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}
