import { setFlagsFromString } from 'node:v8';

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
