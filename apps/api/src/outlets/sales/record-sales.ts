import { TEXT_LANGUAGES, type TextLanguage } from '@kits/contract';
import type { Executor } from '../../db/client';
import { enqueueJob, RECOMMENDATIONS_REFRESH, RECOMMENDATIONS_REFRESH_OUTLETS_KEY } from '../../jobs';
import {
  insertLines,
  LINES_PER_STATEMENT,
  missingIds,
  upsertLines,
  type WrittenPerStore,
} from './sales.repository';
import { checkLines, LineErrors, type SalesLineInput } from './sales-lines';

/** What a batch did: lines added, corrected (same external id, other figures), left as they were. */
export type RecordSalesResult = {
  inserted: number;
  corrected: number;
  unchanged: number;
  /** The outlets whose sales changed (ascending): their rollups moved, their recommendations are due. */
  storeIds: number[];
};

/** Refuses lines whose outlet or product does not exist (one look-up per table for the batch). */
async function checkReferences(db: Executor, lines: readonly SalesLineInput[], errors: LineErrors) {
  const distinct = (pick: (line: SalesLineInput) => number) => [...new Set(lines.map(pick))];
  const stores = await missingIds(db, { table: 'stores', ids: distinct((l) => l.storeId) });
  const products = await missingIds(db, { table: 'products', ids: distinct((l) => l.productId) });
  lines.forEach((line, index) => {
    if (stores.has(line.storeId)) errors.add(index, 'storeId', 'bad_store');
    if (products.has(line.productId)) errors.add(index, 'productId', 'bad_product');
  });
}

/** Writes the lines LINES_PER_STATEMENT at a time; answers the lines written per outlet. */
async function writeLines(db: Executor, lines: readonly SalesLineInput[]): Promise<WrittenPerStore[]> {
  const written: WrittenPerStore[] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_STATEMENT) {
    const chunk = lines.slice(start, start + LINES_PER_STATEMENT);
    const write = chunk.some((line) => line.externalId !== null) ? upsertLines : insertLines;
    written.push(...(await write(db, chunk)));
  }
  return written;
}

/**
 * The sales writer (docs/rules.md#sales-writer): records a batch of sales lines (SalesLineInput)
 * in one transaction (a savepoint inside the caller's) — all of it or, on any refused line,
 * nothing. Idempotent by the external line id: a line whose outlet already holds its external id
 * corrects that line when its product, day, quantity or amount differ, and changes nothing when
 * none does (no row written: rollups and revisions stay). The sales rollups and the outlets' revisions
 * follow through the triggers of the migrations (docs/rules.md#sales-rollups).
 *
 * After the lines, queues one `recommendations.refresh` for the outlets whose sales changed
 * (docs/rules.md#live-recommendations), merged into the queued one if any (a burst of batches
 * makes one job); `queueRefresh: false` skips it, for a loader that recomputes the
 * recommendations itself (the demo seed).
 *
 * Errors: UNPROCESSABLE (422) with `errors` keyed `lines.<index>.<field>` (storeId, productId,
 * soldOn, quantity, amount, externalId; at most MAX_FIELD_ERRORS of them), in `lang` (default en).
 */
export async function recordSales(
  db: Executor,
  options: { lines: readonly SalesLineInput[]; lang?: TextLanguage; queueRefresh?: boolean },
): Promise<RecordSalesResult> {
  const { lines } = options;
  const errors = new LineErrors(options.lang ?? TEXT_LANGUAGES.en);
  checkLines(lines, errors);
  errors.throwIfAny();
  if (lines.length === 0) return { inserted: 0, corrected: 0, unchanged: 0, storeIds: [] };
  return db.transaction(async (tx) => {
    await checkReferences(tx, lines, errors);
    errors.throwIfAny();
    const written = await writeLines(tx, lines);
    const inserted = written.reduce((sum, w) => sum + w.inserted, 0);
    const corrected = written.reduce((sum, w) => sum + w.corrected, 0);
    const storeIds = [...new Set(written.map((w) => w.store_id))].sort((a, b) => a - b);
    if (storeIds.length > 0 && options.queueRefresh !== false) {
      await enqueueJob(tx, {
        kind: RECOMMENDATIONS_REFRESH,
        key: RECOMMENDATIONS_REFRESH_OUTLETS_KEY,
        payload: { storeIds },
        merge: true,
      });
    }
    return { inserted, corrected, unchanged: lines.length - inserted - corrected, storeIds };
  });
}
