import type { FeedUrl, FeedUrlBody, FeedUrlPatch } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { enqueueJob } from '../../jobs';
import { AppError } from '../../lib/app-error';
import { checkOutboundUrl, OutboundAddressError, outboundPolicy, resolvePublic } from '../../lib/outbound';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { FEED_URL_PULL } from './feed-url.jobs';
import { feedUrlMessage } from './feed-url.messages';
import { deleteFeed, insertFeed, makeDue, patchFeed, selectFeeds } from './feed-url.repository';

/** The feeds with their newest runs. */
export function listFeeds(db: Db): Promise<FeedUrl[]> {
  return selectFeeds(db);
}

async function getFeed(ctx: RequestContext, db: Executor, id: number, lock = false): Promise<FeedUrl> {
  const [feed] = await selectFeeds(db, id, lock);
  if (!feed) throw new AppError('NOT_FOUND', { message: feedUrlMessage(ctx.lang, 'notFound') });
  return feed;
}

/**
 * Checks a URL before it is stored (docs/feed-url.md §Addresses): http(s), and its host resolves
 * to public addresses only (or is on OUTBOUND_ALLOWED_HOSTS / FEED_ALLOWED_HOSTS).
 * @throws AppError UNPROCESSABLE with `errors.url`.
 */
async function checkRegistration(ctx: RequestContext, config: Config, raw: string): Promise<string> {
  const policy = outboundPolicy(config);
  const refuse = (message: string) => new AppError('UNPROCESSABLE', { message, errors: { url: [message] } });
  try {
    const url = checkOutboundUrl(raw, policy);
    await resolvePublic(url.hostname, policy);
    return url.toString();
  } catch (error) {
    if (error instanceof OutboundAddressError)
      throw refuse(feedUrlMessage(ctx.lang, 'urlRefused', { reason: error.message }));
    const host = URL.canParse(raw) ? new URL(raw).hostname : raw;
    throw refuse(feedUrlMessage(ctx.lang, 'hostNotFound', { host }));
  }
}

/**
 * POST /services/feed-urls: registers a feed URL, due at once; audited (entity feed_url).
 * @throws AppError UNPROCESSABLE `errors.url` for a refused or unknown address.
 */
export async function addFeed(
  ctx: RequestContext,
  options: { db: Db; config: Config; body: FeedUrlBody },
): Promise<FeedUrl> {
  const { db, body } = options;
  const userId = ctx.requireUser().id;
  const url = await checkRegistration(ctx, options.config, body.url);
  const parsed = new URL(url);
  const id = await db.transaction(async (tx) => {
    const id = await insertFeed(tx, {
      url,
      name: body.name || `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`,
      source: body.source ?? null,
      intervalMinutes: body.interval_minutes,
      enabled: body.enabled,
      storeId: body.store,
      currency: body.currency,
      createdBy: userId,
    });
    await insertAudit(tx, {
      userId,
      entity: 'feed_url',
      entityId: id,
      action: 'create',
      changes: {
        url: [null, url],
        interval_minutes: [null, body.interval_minutes],
        enabled: [null, body.enabled],
      },
    });
    return id;
  });
  if (body.enabled) await enqueueJob(db, { kind: FEED_URL_PULL, key: FEED_URL_PULL });
  return getFeed(ctx, db, id);
}

/**
 * PATCH /services/feed-urls/{id}: name, interval, enabled; audited. `ifMatch` must name the feed's
 * current `etag` (docs/rules.md#record-versions), checked under its row lock.
 * @throws AppError NOT_FOUND; PRECONDITION_FAILED (412, `current`) when `ifMatch` is stale.
 */
export async function changeFeed(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: FeedUrlPatch; ifMatch: IfMatch },
): Promise<FeedUrl> {
  const { db, id, patch } = options;
  await db.transaction(async (tx) => {
    const before = await getFeed(ctx, tx, id, true);
    assertFresh(ctx.lang, options.ifMatch, before);
    await patchFeed(tx, id, {
      name: patch.name,
      intervalMinutes: patch.interval_minutes,
      enabled: patch.enabled,
    });
    const changes = Object.fromEntries(
      (['name', 'interval_minutes', 'enabled'] as const)
        .filter((f) => patch[f] !== undefined && patch[f] !== before[f])
        .map((f) => [f, [before[f], patch[f]]]),
    );
    if (Object.keys(changes).length > 0)
      await insertAudit(tx, {
        userId: ctx.requireUser().id,
        entity: 'feed_url',
        entityId: id,
        action: 'update',
        changes,
      });
  });
  return getFeed(ctx, db, id);
}

/** DELETE /services/feed-urls/{id}: the feed and its runs (products it imported stay); audited. */
export async function removeFeed(ctx: RequestContext, options: { db: Db; id: number }): Promise<void> {
  const before = await getFeed(ctx, options.db, options.id);
  await options.db.transaction(async (tx) => {
    await deleteFeed(tx, options.id);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'feed_url',
      entityId: options.id,
      action: 'delete',
      changes: { url: [before.url, null] },
    });
  });
}

/** POST /services/feed-urls/{id}/pull: makes the feed due and queues the pull. */
export async function pullNow(ctx: RequestContext, options: { db: Db; id: number }): Promise<FeedUrl> {
  if (!(await makeDue(options.db, options.id)))
    throw new AppError('NOT_FOUND', { message: feedUrlMessage(ctx.lang, 'notFound') });
  await enqueueJob(options.db, { kind: FEED_URL_PULL, key: FEED_URL_PULL });
  return getFeed(ctx, options.db, options.id);
}
