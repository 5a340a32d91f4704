import { enqueueJob, forgetDoneJobs, type JobHandler, type PeriodicJob } from '../../jobs';
import { anyShelfStockMarked, refreshShelfStock } from './shelf-stock.repository';

/**
 * Units per shelf stored in the background (docs/rules.md#shelf-stock): reads never write, so the
 * marks the writers' triggers leave are cleared here. Every SHELF_STOCK_EVERY_MS each process's
 * runner queues `shelf-stock.refresh` when an outlet is marked (one queued job at a time across
 * processes: its key); the job recomputes every marked outlet in one transaction.
 */

export const SHELF_STOCK_KIND = 'shelf-stock.refresh';
/** How often the marks are looked for, ms: until then a read computes a marked outlet's units itself. */
export const SHELF_STOCK_EVERY_MS = 3000;
/** Done refresh jobs are kept this long (not the runner's 7 days: there may be one every few seconds). */
export const SHELF_STOCK_DONE_KEPT_MS = 60 * 60 * 1000;
/** A process deletes the old done refresh jobs at most this often. */
const FORGET_EVERY_MS = 60 * 1000;

let forgottenAt = 0;

/** The handler the runner knows `shelf-stock.refresh` by; answers `{ outlets }`, how many it recomputed. */
export const shelfStockJobHandler: JobHandler = {
  kind: SHELF_STOCK_KIND,
  run: async ({ db }) => {
    const outlets = (await refreshShelfStock(db)).length;
    if (Date.now() - forgottenAt >= FORGET_EVERY_MS) {
      forgottenAt = Date.now();
      await forgetDoneJobs(db, { kind: SHELF_STOCK_KIND, olderThanMs: SHELF_STOCK_DONE_KEPT_MS });
    }
    return { outlets };
  },
};

/** Queues `shelf-stock.refresh` when any outlet is marked (its key: one queued or running at a time). */
export const shelfStockPeriodicJob: PeriodicJob = {
  name: SHELF_STOCK_KIND,
  everyMs: SHELF_STOCK_EVERY_MS,
  enqueue: async (db) => {
    if (await anyShelfStockMarked(db))
      await enqueueJob(db, { kind: SHELF_STOCK_KIND, key: SHELF_STOCK_KIND });
  },
};
