import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FeedUrlRun } from '@kits/contract';
import { importFileAsJob } from '../../catalogue/import';
import { type Config, mediaDir } from '../../config';
import type { Db } from '../../db/client';
import { OutboundAddressError, outboundPolicy } from '../../lib/outbound';
import { type FeedAnswer, FeedFetchError, fetchFeed } from './feed-url.fetch';
import { type FeedRow, insertRun, saveValidators, takeDueFeeds } from './feed-url.repository';

type PullDeps = { db: Db; config: Config; signal?: AbortSignal };

/**
 * Pulls every enabled feed that is due (docs/feed-url.md §Pull), one after the other; answers the
 * outcomes by feed id. Each feed is moved to its next time before it is pulled.
 */
export async function pullDueFeeds(deps: PullDeps): Promise<Record<number, FeedUrlRun['outcome']>> {
  const outcomes: Record<number, FeedUrlRun['outcome']> = {};
  for (const feed of await takeDueFeeds(deps.db)) {
    deps.signal?.throwIfAborted();
    outcomes[feed.id] = await pullFeed(deps, feed);
  }
  return outcomes;
}

/**
 * One pull of one feed, recorded as a run: a 304, or a 200 whose body hashes as the last imported
 * one, writes nothing (`unchanged`); another body goes through the upload's import job
 * (catalogue/import `importFileAsJob`: its job row, report and audit) and, when the import read
 * the file, its validators and hash are kept (`imported`). A refused address, another status, a
 * network error or a file the import could not read is `failed` and keeps the old validators, so
 * the next pull tries again.
 */
export async function pullFeed(deps: PullDeps, feed: FeedRow): Promise<FeedUrlRun['outcome']> {
  const startedAt = new Date();
  const folder = path.join(deps.config.DATA_DIR, 'imports');
  await mkdir(folder, { recursive: true });
  const fileName = feedFileName(feed);
  const jobId = randomUUID();
  const target = path.join(folder, `${jobId}${path.extname(fileName)}`);
  const record = (run: Omit<Parameters<typeof insertRun>[1], 'feedId' | 'startedAt'>) =>
    insertRun(deps.db, { feedId: feed.id, startedAt, ...run });
  let answer: FeedAnswer;
  try {
    answer = await fetchFeed({
      url: feed.url,
      validators: { etag: feed.etag, lastModified: feed.last_modified },
      policy: outboundPolicy(deps.config),
      target,
    });
  } catch (error) {
    const status = error instanceof FeedFetchError ? error.status : null;
    const message =
      error instanceof OutboundAddressError ? `refused: ${error.message}` : (error as Error).message;
    await record({ httpStatus: status, outcome: 'failed', importJobId: null, counts: null, error: message });
    return 'failed';
  }
  const unchanged = { outcome: 'unchanged' as const, importJobId: null, counts: null, error: null };
  if (answer.status === 304) {
    await record({ httpStatus: 304, ...unchanged });
    return 'unchanged';
  }
  const validators = { etag: answer.etag, lastModified: answer.lastModified, sha256: answer.sha256 };
  if (answer.sha256 === feed.body_sha256) {
    await rm(target, { force: true });
    await saveValidators(deps.db, feed.id, validators);
    await record({ httpStatus: 200, ...unchanged });
    return 'unchanged';
  }
  const outcome = await importFileAsJob(
    { db: deps.db, mediaDir: mediaDir(deps.config), pictures: { policy: outboundPolicy(deps.config) } },
    {
      id: jobId,
      fileName,
      filePath: target,
      source: feed.source,
      options: {
        storeId: feed.store_id === 56 ? 56 : 1,
        approve: false,
        currency: feed.currency,
        dryRun: false,
      },
      userId: feed.created_by,
    },
    deps.signal,
  );
  const report = outcome.report;
  const counts = report
    ? {
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        rejected: report.rejected_count,
        warnings: report.warnings_count,
      }
    : null;
  if (outcome.status === 'done') await saveValidators(deps.db, feed.id, validators);
  await record({
    httpStatus: 200,
    outcome: outcome.status === 'done' ? 'imported' : 'failed',
    importJobId: jobId,
    counts,
    error: outcome.error,
  });
  return outcome.status === 'done' ? 'imported' : 'failed';
}

/** The URL's last path segment when it names a file (`catalog.xml`), else `feed-<id>`: the import's file name. */
function feedFileName(feed: FeedRow): string {
  try {
    const last = decodeURIComponent(new URL(feed.url).pathname.split('/').pop() ?? '');
    if (/^[\p{L}\p{N}._-]{1,100}\.(xml|yml|csv)$/iu.test(last)) return last;
  } catch {
    // a URL stored is always valid; fall through
  }
  return `feed-${feed.id}`;
}
