import {
  enqueueJob,
  type JobHandler,
  type PeriodicJob,
  RECOMMENDATIONS_REFRESH,
  RECOMMENDATIONS_REFRESH_ALL_KEY,
  type RecommendationsRefreshPayload,
} from '../../jobs';
import { refreshRecommendations } from './recommendations.service';

/**
 * Live recommendations (docs/rules.md#live-recommendations): the `recommendations.refresh` job
 * recomputes the outlets its payload names (queued by recordSales after a batch of sales) or the
 * whole network (`all`, queued every hour). It lets its key go when claimed, so the batches that
 * arrive while it runs queue the next one (jobs: enqueueJob's `merge`).
 */
export const recommendationsRefreshJobHandler: JobHandler<RecommendationsRefreshPayload> = {
  kind: RECOMMENDATIONS_REFRESH,
  freesKeyWhenClaimed: true,
  run: ({ db, payload }) =>
    refreshRecommendations(db, payload.all ? {} : { storeIds: payload.storeIds ?? [] }),
};

/** The whole network is recomputed about this often (stock and statuses move the network kinds too). */
export const RECOMMENDATIONS_EVERY_MS = 60 * 60 * 1000;
/** How often the runner looks whether the next whole-network refresh is queued. */
const LOOK_EVERY_MS = 5 * 60 * 1000;

/**
 * Keeps one whole-network refresh queued RECOMMENDATIONS_EVERY_MS ahead (its key): it runs an hour
 * after the last one was queued, never at a process start (a restart does not recompute the
 * network; the seed computed it, later batches of sales queue their outlets).
 */
export const recommendationsRefreshPeriodicJob: PeriodicJob = {
  name: RECOMMENDATIONS_REFRESH,
  everyMs: LOOK_EVERY_MS,
  enqueue: async (db) => {
    await enqueueJob(db, {
      kind: RECOMMENDATIONS_REFRESH,
      key: RECOMMENDATIONS_REFRESH_ALL_KEY,
      payload: { all: true },
      runAt: new Date(Date.now() + RECOMMENDATIONS_EVERY_MS),
    });
  },
};
