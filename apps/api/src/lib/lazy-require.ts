import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * `name`, a CommonJS package, loaded on the first call instead of at start: for synchronous code
 * that needs a heavy library on some requests only, so a start or restart loads none of them
 * (docs/rules.md#lazy-libraries). Asynchronous code uses `await import(name)` instead.
 *
 *   const excel = lazyRequire<typeof import('exceljs')>('exceljs');
 *   new (excel().stream.xlsx.WorkbookWriter)(…);
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
