import { enqueueJob, type JobHandler, type PeriodicJob } from '../../jobs';
import { pullDueFeeds } from './feed-url.pull';
import { hasDueFeeds } from './feed-url.repository';

/** The job pulling every due feed URL (docs/feed-url.md §Pull). */
export const FEED_URL_PULL = 'feed-url.pull';

/** How often the runner looks for due feeds (the shortest interval is 5 minutes). */
const LOOK_EVERY_MS = 60_000;

/**
 * Pulls the due feeds one after the other; one run at a time across processes (`oneAtATime`), and
 * its key is let go when claimed so a "pull now" during a run queues the next one.
 */
export const feedUrlPullJobHandler: JobHandler = {
  kind: FEED_URL_PULL,
  oneAtATime: true,
  freesKeyWhenClaimed: true,
  maxAttempts: 1,
  run: ({ db, config, signal }) => pullDueFeeds({ db, config, signal }),
};

/**
 * Looks every minute and queues the pull when a feed is due (one queued at a time: its key); the
 * pull takes only the due feeds. Nothing is queued while none is: no job row a minute for nothing.
 */
export const feedUrlPullPeriodicJob: PeriodicJob = {
  name: FEED_URL_PULL,
  everyMs: LOOK_EVERY_MS,
  enqueue: async (db) => {
    if (await hasDueFeeds(db)) await enqueueJob(db, { kind: FEED_URL_PULL, key: FEED_URL_PULL });
  },
};
