import type { Executor } from '../../db/client';
import {
  enqueueJob,
  type JobContext,
  type JobHandler,
  type PeriodicJob,
  PermanentJobError,
} from '../../jobs';
import { ShopifyError } from './shopify.errors';
import {
  accountsToStockSync,
  deleteLinks,
  findSyncAccount,
  recordSync,
  setPushedQuantities,
  stockDifferences,
} from './shopify.sync.repository';
import { accountClient } from './shopify.token';

/**
 * Stock in step (docs/rules.md#shopify-stock): every STOCK_EVERY_MS each process's runner queues
 * `shopify.stock:<accountId>` for the accounts with a published product whose last pushed
 * quantity differs from our warehouse stock now (0 for a product no longer offered in the shop's
 * currency); the job pushes the differences with inventorySetQuantities, STOCK_BATCH per call,
 * and the runner retries a failure with back-off.
 */

export const STOCK_KIND = 'shopify.stock';
/** inventorySetQuantities takes at most 250 quantities per call. */
export const STOCK_BATCH = 250;
/** How often the differences are looked for, ms. */
export const STOCK_EVERY_MS = 20_000;

export type StockPayload = { accountId: number };

/**
 * Records on the account what the last call to its shop said, and answers the error for the job
 * to throw: none → connected (last_sync_at now); a refused token → token_refused and a
 * PermanentJobError (retrying cannot help until the user gives a new token); no answer →
 * unreachable (the runner retries); anything else leaves the status and keeps the message.
 */
export async function recordShopError(
  db: Executor,
  options: { accountId: number; error: unknown | null },
): Promise<unknown> {
  const { accountId: id, error } = options;
  if (error === null) return recordSync(db, { id, status: 'connected', synced: true });
  if (!(error instanceof ShopifyError)) return error;
  if (error.kind === 'refused') {
    await recordSync(db, { id, status: 'token_refused', error: error.message });
    return new PermanentJobError(error.message);
  }
  if (error.kind === 'unreachable' || error.kind === 'throttled') {
    await recordSync(db, { id, status: 'unreachable', error: error.message });
  }
  return error;
}

/** Indices of the quantities a refused inventorySetQuantities names (`input.quantities.<i>`). */
function refusedIndices(error: unknown): number[] | null {
  if (!(error instanceof ShopifyError) || error.kind !== 'user_errors') return null;
  const indices = (error.details.userErrors ?? []).map((e) =>
    e.field?.[1] === 'quantities' && e.field[2] !== undefined ? Number(e.field[2]) : Number.NaN,
  );
  return indices.length > 0 && indices.every(Number.isInteger) ? indices : null;
}

/**
 * Pushes the account's stock differences. Inventory items the shop no longer knows (the product
 * was deleted there) lose their link — the next publish creates the product again — and the rest
 * of their batch is pushed. Answers `{ pushed, unlinked }`.
 */
export async function runStockSync(
  job: JobContext<StockPayload>,
): Promise<{ pushed: number; unlinked: number }> {
  const { db, payload, signal } = job;
  const account = await findSyncAccount(db, payload.accountId);
  // Disconnected, or waiting for a new token: nothing to push.
  if (!account || account.status === 'token_refused') return { pushed: 0, unlinked: 0 };
  if (!account.location_id) throw new PermanentJobError('The shop has no location to stock');
  const client = accountClient(job.config, account, { signal });
  const differences = await stockDifferences(db, account.id);
  let pushed = 0;
  let unlinked = 0;
  try {
    for (let start = 0; start < differences.length; start += STOCK_BATCH) {
      signal.throwIfAborted();
      let batch = differences.slice(start, start + STOCK_BATCH);
      const push = () =>
        client.setInventory({
          locationId: account.location_id!,
          quantities: batch.map((d) => ({ inventoryItemId: d.inventory_item_id, quantity: d.quantity })),
        });
      try {
        await push();
      } catch (err) {
        const refused = refusedIndices(err);
        if (!refused) throw err;
        const gone = batch.filter((_, i) => refused.includes(i));
        await deleteLinks(db, { accountId: account.id, productIds: gone.map((d) => d.product_id) });
        unlinked += gone.length;
        batch = batch.filter((_, i) => !refused.includes(i));
        if (batch.length > 0) await push();
      }
      await setPushedQuantities(db, {
        accountId: account.id,
        items: batch.map((d) => ({ productId: d.product_id, quantity: d.quantity })),
      });
      pushed += batch.length;
    }
  } catch (err) {
    throw await recordShopError(db, { accountId: account.id, error: err });
  }
  await recordShopError(db, { accountId: account.id, error: null });
  return { pushed, unlinked };
}

/** The handler the runner knows `shopify.stock` by. */
export const stockJobHandler: JobHandler<StockPayload> = {
  kind: STOCK_KIND,
  maxAttempts: 6,
  run: runStockSync,
};

/** Queues `shopify.stock:<accountId>` for every account with something to push (one per account: the key). */
export const stockPeriodicJob: PeriodicJob = {
  name: STOCK_KIND,
  everyMs: STOCK_EVERY_MS,
  enqueue: async (db) => {
    for (const accountId of await accountsToStockSync(db)) {
      await enqueueJob(db, { kind: STOCK_KIND, key: `${STOCK_KIND}:${accountId}`, payload: { accountId } });
    }
  },
};
