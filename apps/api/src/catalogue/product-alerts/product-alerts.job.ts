import { enqueueJob, type JobHandler, type PeriodicJob } from '../../jobs';
import { checkBackInStock, checkReorderReminders } from './product-alerts.service';

/** The kind of the check that sends the product alerts (docs/home.md#alerts). */
export const PRODUCT_ALERTS_CHECK = 'product-alerts.check';

/** How often the check runs: stock and sales arrive in batches, a minute late is soon enough. */
export const PRODUCT_ALERTS_EVERY_MS = 60 * 1000;

/**
 * `product-alerts.check` (docs/home.md#alerts): back-in-stock watches, then reorder reminders, each
 * step one transaction that queues its e-mails in the outbox (the `mail.send` job sends them) and
 * marks what it told, so every alert is sent once while its condition holds. Idempotent: a rerun
 * after a crash finds the marks of what was queued.
 */
export const productAlertsCheckJobHandler: JobHandler<Record<string, never>> = {
  kind: PRODUCT_ALERTS_CHECK,
  oneAtATime: true,
  run: async ({ db }) => ({
    back_in_stock: await checkBackInStock(db),
    reorder: await checkReorderReminders(db),
  }),
};

/**
 * Keeps one check queued (its key), due PRODUCT_ALERTS_EVERY_MS after it was queued: one a minute,
 * never at a process start (nothing can have changed in the minute before it).
 */
export const productAlertsPeriodicJob: PeriodicJob = {
  name: PRODUCT_ALERTS_CHECK,
  everyMs: PRODUCT_ALERTS_EVERY_MS,
  enqueue: async (db) => {
    await enqueueJob(db, {
      kind: PRODUCT_ALERTS_CHECK,
      key: PRODUCT_ALERTS_CHECK,
      payload: {},
      runAt: new Date(Date.now() + PRODUCT_ALERTS_EVERY_MS),
    });
  },
};
