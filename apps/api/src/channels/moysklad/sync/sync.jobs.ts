import { MOYSKLAD_SYNC_KINDS, type MoyskladMapping, type MoyskladSyncKind } from '@kits/contract';
import type { Db, Executor } from '../../../db/client';
import { enqueueJob, type JobContext, type JobHandler, type PeriodicJob } from '../../../jobs';
import { moyskladTime, parseMoyskladTime } from '../client';
import { accountClient, keepingAccountStatus } from '../moysklad.account';
import { findMsAccount, forgetWebhookRequests, saveMsCursors } from '../moysklad.repository';
import { forgetDoneOrderRuns, pollOrderStates } from '../orders/orders-out.jobs';
import { syncCatalogue } from './catalogue.sync';
import { type DocumentEvent, syncSales } from './sales.sync';
import { syncStock } from './stock.sync';
import type { SyncResult, SyncRun } from './sync.types';

/** The job kind of a sync run of `kind` (also its key: one queued or running per kind, across processes). */
export const syncJobKind = (kind: MoyskladSyncKind) => `moysklad.${kind}`;
export const SYNC_JOB_KINDS = MOYSKLAD_SYNC_KINDS.map(syncJobKind);

/**
 * A sync job's payload: read everything (`full`) or the changes since the cursor; `next`: the
 * kinds to run after this one succeeds, one after another (the first sync: catalogue, stock,
 * sales — one run at a time keeps the app's memory flat: docs/benchmarks.md#moysklad);
 * `events`: the documents a webhook named (sales runs).
 */
export type SyncPayload = { full?: boolean; next?: MoyskladSyncKind[]; events?: DocumentEvent[] };

/**
 * Queues a sync run of `kind` (docs/moysklad.md §Runs). One per kind is queued or running at a time
 * (its key): a request while one is queued merges into it (`full` wins, events and follow-ups are
 * united), and one arriving while it runs gets its own job after it.
 */
export function enqueueSync(db: Executor, options: { kind: MoyskladSyncKind; payload?: SyncPayload }) {
  return enqueueJob(db, {
    kind: syncJobKind(options.kind),
    key: syncJobKind(options.kind),
    payload: options.payload ?? {},
    merge: true,
  });
}

const RUNNERS: Record<MoyskladSyncKind, (run: SyncRun, payload: SyncPayload) => Promise<SyncResult>> = {
  catalogue: (run) => syncCatalogue(run),
  stock: (run) => syncStock(run),
  sales: (run, payload) => syncSales(run, payload.events ?? []),
};

/** Runs one sync job: the account and mapping as saved now, a client on the shared limiter. */
async function runSync(
  kind: MoyskladSyncKind,
  job: JobContext<SyncPayload>,
): Promise<SyncResult | { skipped: string }> {
  const account = await findMsAccount(job.db);
  if (!account) return { skipped: 'not connected' };
  if (!account.mapping) return { skipped: 'not mapped' };
  const saved = job.progress as { resume?: string } | null;
  const run: SyncRun = {
    db: job.db,
    config: job.config,
    client: accountClient(job.config, account, { signal: job.signal }),
    account,
    mapping: account.mapping as MoyskladMapping,
    full: job.payload.full ?? false,
    signal: job.signal,
    progress: (progress) => job.saveProgress(progress),
    resume: saved?.resume ?? null,
  };
  return keepingAccountStatus(job.db, async () => {
    const result = await RUNNERS[kind](run, job.payload);
    const [next, ...rest] = job.payload.next ?? [];
    if (next) await enqueueSync(job.db, { kind: next, payload: { full: job.payload.full, next: rest } });
    return result;
  });
}

/**
 * The handlers of the three sync kinds: a key freed when claimed, so changes during a run queue the
 * next, which waits for it (one run of a kind at a time: "Sync now" during a run follows it).
 */
export const syncJobHandlers: JobHandler[] = MOYSKLAD_SYNC_KINDS.map(
  (kind): JobHandler<SyncPayload> => ({
    kind: syncJobKind(kind),
    maxAttempts: 5,
    freesKeyWhenClaimed: true,
    oneAtATime: true,
    run: (job) => runSync(kind, job),
  }),
) as JobHandler[];

/**
 * How often the poll is checked (one read of the account row); the poll itself runs every
 * MOYSKLAD_POLL_SECONDS, so runs come at most this much later than due (a 5 s check made a 10 s
 * poll's runs 10–15 s apart: docs/benchmarks.md#moysklad).
 */
const POLL_CHECK_MS = 1_000;

/**
 * The poll (docs/moysklad.md §Runs): once MOYSKLAD_POLL_SECONDS have passed since the last one,
 * an incremental stock and sales run are queued for a mapped account (webhooks bring changes sooner).
 * Not before the first sync has brought the catalogue (the first poll counts from that catalogue
 * run's start), and not of a kind before its first run has ended (the first sync's stock and sales
 * follow the catalogue: without a cursor a poll run would read everything a second time, spending
 * the account's request budget twice: docs/benchmarks.md#moysklad). A poll run queued while a run
 * of its kind runs waits for it (one run of a kind at a time) and reads from its cursor.
 */
export const syncPeriodicJob: PeriodicJob = {
  name: 'moysklad.poll',
  everyMs: POLL_CHECK_MS,
  enqueue: async (db: Db, config) => {
    const account = await findMsAccount(db);
    const since = account?.cursors.polled ?? account?.cursors.catalogue;
    if (!account?.mapping || !since) return;
    const polled = parseMoyskladTime(since).getTime();
    if (Date.now() - polled < config.MOYSKLAD_POLL_SECONDS * 1000) return;
    await saveMsCursors(db, { polled: moyskladTime(new Date()) });
    for (const kind of ['stock', 'sales'] as const)
      if (account.cursors[kind]) await enqueueSync(db, { kind });
    await pollOrderStates(db, account);
  },
};

/** Forgets webhook request ids after 7 days and the done order runs after an hour, hourly. */
export const webhookCleanupJob: PeriodicJob = {
  name: 'moysklad.webhook-requests',
  everyMs: 60 * 60 * 1000,
  enqueue: async (db) => {
    await forgetWebhookRequests(db);
    await forgetDoneOrderRuns(db);
  },
};
