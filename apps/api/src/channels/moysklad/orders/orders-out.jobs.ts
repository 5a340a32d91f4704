import type { MoyskladMapping, MoyskladOrdersMapping } from '@kits/contract';
import type { Db } from '../../../db/client';
import {
  enqueueJob,
  forgetDoneJobs,
  type JobContext,
  type JobHandler,
  type PeriodicJob,
} from '../../../jobs';
import { moyskladTime } from '../client';
import { accountClient, keepingAccountStatus } from '../moysklad.account';
import { findMsAccount, type MsAccountRow } from '../moysklad.repository';
import { followOrderStates } from './order-states';
import { deliverOrders, type OrdersRun } from './orders-out';
import { hasOrdersToSend } from './orders-out.repository';

/**
 * The jobs of orders out and statuses back (docs/moysklad.md §Orders out): `moysklad.orders`
 * delivers what waits in the outbox (the orders table), queued by a check every second;
 * `moysklad.order-states` follows the customer orders a webhook named or the poll found changed.
 */

export const ORDERS_JOB = 'moysklad.orders';
export const ORDER_STATES_JOB = 'moysklad.order-states';

/** How often the outbox is looked at: an order reaches МойСклад about this much after it is sent here. */
const CHECK_MS = 1_000;

type Account = MsAccountRow & { mapping: MoyskladMapping & { orders: MoyskladOrdersMapping } };

/** The account when orders are mapped (and its token not refused), else null. */
const ordersAccount = (account: MsAccountRow | null): Account | null =>
  account?.mapping?.orders && account.status !== 'token_refused' ? (account as Account) : null;

const runOf = (job: JobContext<unknown>, account: Account): OrdersRun => ({
  db: job.db,
  client: accountClient(job.config, account, { signal: job.signal }),
  mapping: account.mapping,
});

/** Queues a follow of customer orders `ids` (their webhook), merged into a queued one. */
export function enqueueOrderStates(db: Db, ids: string[]) {
  return enqueueJob(db, { kind: ORDER_STATES_JOB, key: ORDER_STATES_JOB, payload: { ids }, merge: true });
}

/**
 * The handlers: one run of each kind at a time across processes (`oneAtATime`, a key freed when
 * claimed so a change during a run queues the next). A delivery that fails is kept on its order
 * (reason, next try), so the job itself is not retried.
 */
export const ordersJobHandlers: JobHandler[] = [
  {
    kind: ORDERS_JOB,
    maxAttempts: 1,
    freesKeyWhenClaimed: true,
    oneAtATime: true,
    // An order reaches МойСклад within seconds, even while a full sync runs.
    prompt: true,
    run: async (job) => {
      const account = ordersAccount(await findMsAccount(job.db));
      if (!account) return { skipped: 'orders not mapped' };
      const since = account.cursors.ordersFrom;
      if (!since) return { skipped: 'orders not switched on' };
      return keepingAccountStatus(job.db, () => deliverOrders(runOf(job, account), since));
    },
  },
  {
    kind: ORDER_STATES_JOB,
    maxAttempts: 3,
    freesKeyWhenClaimed: true,
    oneAtATime: true,
    prompt: true,
    run: async (job: JobContext<{ ids?: string[] }>) => {
      const account = ordersAccount(await findMsAccount(job.db));
      if (!account) return { skipped: 'orders not mapped' };
      const cursor = account.cursors.orders ?? moyskladTime(new Date());
      return keepingAccountStatus(job.db, () =>
        followOrderStates(runOf(job, account), { ids: job.payload.ids, cursor }),
      );
    },
  } as JobHandler,
];

/**
 * Every second: when orders are sent (the mapping's orders part, which marked where the outbox
 * starts when it was switched on), a delivery run is queued whenever an order waits (one indexed
 * probe), merged into one already queued.
 */
export const ordersCheckJob: PeriodicJob = {
  name: 'moysklad.orders.check',
  everyMs: CHECK_MS,
  enqueue: async (db) => {
    const since = ordersAccount(await findMsAccount(db))?.cursors.ordersFrom;
    if (since && (await hasOrdersToSend(db, since)))
      await enqueueJob(db, { kind: ORDERS_JOB, key: ORDERS_JOB, merge: true });
  },
};

/** The poll of statuses (with the stock and sales poll): the customer orders changed since the cursor. */
export async function pollOrderStates(db: Db, account: MsAccountRow): Promise<void> {
  if (ordersAccount(account) && account.cursors.orders)
    await enqueueJob(db, { kind: ORDER_STATES_JOB, key: ORDER_STATES_JOB, payload: {}, merge: true });
}

/** Delivery runs come every few seconds while orders flow: their done rows go after an hour. */
export async function forgetDoneOrderRuns(db: Db): Promise<void> {
  for (const kind of [ORDERS_JOB, ORDER_STATES_JOB])
    await forgetDoneJobs(db, { kind, olderThanMs: 60 * 60 * 1000 });
}
