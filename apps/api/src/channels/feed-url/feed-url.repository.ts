import { FEED_RUNS_LISTED, type FeedUrl, type FeedUrlRun } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { recordEtag } from '../../lib/record-version';

/** The feed URLs' SQL (docs/feed-url.md): the one writer of feed_urls and feed_url_runs. */

/** Runs kept per feed; older ones are deleted after each run. */
const RUNS_KEPT = 50;

export type FeedRow = {
  id: number;
  url: string;
  name: string;
  source: string;
  interval_minutes: number;
  enabled: boolean;
  store_id: number;
  currency: FeedUrl['currency'];
  etag: string | null;
  last_modified: string | null;
  body_sha256: string | null;
  next_run_at: Date | string;
  created_by: number | null;
  created_at: Date | string;
};

type RunRow = Omit<FeedUrlRun, 'started_at' | 'finished_at'> & {
  feed_id: number;
  started_at: Date | string;
  finished_at: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function toFeed(row: FeedRow, runs: RunRow[]): FeedUrl {
  const settings = {
    id: row.id,
    url: row.url,
    name: row.name,
    source: row.source,
    interval_minutes: row.interval_minutes,
    enabled: row.enabled,
    store: row.store_id,
    currency: row.currency,
  };
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    source: row.source,
    interval_minutes: row.interval_minutes,
    enabled: row.enabled,
    store: row.store_id,
    currency: row.currency,
    next_run_at: iso(row.next_run_at),
    created_at: iso(row.created_at),
    runs: runs
      .filter((r) => r.feed_id === row.id)
      .map(({ feed_id: _, ...r }) => ({
        ...r,
        started_at: iso(r.started_at),
        finished_at: r.finished_at === null ? null : iso(r.finished_at),
      })),
    etag: recordEtag(settings),
  };
}

/** Feeds with their newest runs, newest feed first; one feed with `id` (`lock`: its row locked for a write). */
export async function selectFeeds(db: Executor, id?: number, lock = false): Promise<FeedUrl[]> {
  const feeds = await queryRows<FeedRow>(
    db,
    sql`select * from feed_urls ${id === undefined ? sql`` : sql`where id = ${id}`} order by id desc
        ${lock ? sql`for update` : sql``}`,
  );
  if (feeds.length === 0) return [];
  const runs = await queryRows<RunRow>(
    db,
    sql`select id, feed_id, started_at, finished_at, http_status, outcome, import_job_id::text as import_job_id, counts, error
        from (select r.*, row_number() over (partition by feed_id order by started_at desc, id desc) as n
              from feed_url_runs r ${id === undefined ? sql`` : sql`where feed_id = ${id}`}) t
        where n <= ${FEED_RUNS_LISTED} order by started_at desc, id desc`,
  );
  return feeds.map((f) => toFeed(f, runs));
}

export async function insertFeed(
  db: Executor,
  feed: {
    url: string;
    name: string;
    source: string | null;
    intervalMinutes: number;
    enabled: boolean;
    storeId: number;
    currency: string;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_urls (url, name, source, interval_minutes, enabled, store_id, currency, created_by)
        values (${feed.url}, ${feed.name}, ${feed.source ?? ''}, ${feed.intervalMinutes}, ${feed.enabled},
          ${feed.storeId}, ${feed.currency}, ${feed.createdBy})
        returning id`,
  );
  if (!feed.source) await db.execute(sql`update feed_urls set source = 'feed:' || id where id = ${row!.id}`);
  return row!.id;
}

/** Changes name / interval / enabled; a new interval or a re-enabled feed is due at once. Answers whether the feed exists. */
export async function patchFeed(
  db: Executor,
  id: number,
  patch: { name?: string; intervalMinutes?: number; enabled?: boolean },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update feed_urls set
          name = coalesce(${patch.name ?? null}, name),
          interval_minutes = coalesce(${patch.intervalMinutes ?? null}::int, interval_minutes),
          enabled = coalesce(${patch.enabled ?? null}::boolean, enabled),
          next_run_at = case when ${patch.enabled ?? null}::boolean and not enabled then now() else next_run_at end,
          updated_at = now()
        where id = ${id} returning id`,
  );
  return rows.length > 0;
}

export async function deleteFeed(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from feed_urls where id = ${id} returning id`);
  return rows.length > 0;
}

/** Makes a feed due now (the page's "pull now"). */
export async function makeDue(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update feed_urls set next_run_at = now() where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** Whether an enabled feed is due now (the minute's look, before queuing a pull). */
export async function hasDueFeeds(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ due: boolean }>(
    db,
    sql`select exists(select 1 from feed_urls where enabled and next_run_at <= now()) as due`,
  );
  return rows[0]?.due ?? false;
}

/**
 * The enabled feeds due now, each moved to its next time in the same statement (a crash in the pull
 * does not make it due again at once).
 */
export async function takeDueFeeds(db: Executor): Promise<FeedRow[]> {
  return queryRows<FeedRow>(
    db,
    sql`update feed_urls set next_run_at = now() + make_interval(mins => interval_minutes)
        where enabled and next_run_at <= now()
        returning *`,
  );
}

/** After a body was imported (or found the same): its validators and hash. */
export async function saveValidators(
  db: Executor,
  id: number,
  v: { etag: string | null; lastModified: string | null; sha256: string },
): Promise<void> {
  await db.execute(
    sql`update feed_urls set etag = ${v.etag}, last_modified = ${v.lastModified}, body_sha256 = ${v.sha256}
        where id = ${id}`,
  );
}

/** Records one pull and forgets the runs beyond the newest RUNS_KEPT of the feed. */
export async function insertRun(
  db: Executor,
  run: {
    feedId: number;
    startedAt: Date;
    httpStatus: number | null;
    outcome: FeedUrlRun['outcome'];
    importJobId: string | null;
    counts: FeedUrlRun['counts'];
    error: string | null;
  },
): Promise<void> {
  await db.execute(
    sql`insert into feed_url_runs (feed_id, started_at, finished_at, http_status, outcome, import_job_id, counts, error)
        values (${run.feedId}, ${run.startedAt.toISOString()}, now(), ${run.httpStatus}, ${run.outcome},
          ${run.importJobId}, ${run.counts ? JSON.stringify(run.counts) : null}::jsonb, ${run.error})`,
  );
  await db.execute(
    sql`delete from feed_url_runs where feed_id = ${run.feedId} and id not in
          (select id from feed_url_runs where feed_id = ${run.feedId} order by started_at desc, id desc limit ${RUNS_KEPT})`,
  );
}
