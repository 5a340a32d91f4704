import type { ShopifyJob, ShopifyPublishBody } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { enqueueJob, listJobs, readJob } from '../../jobs';
import { AppError } from '../../lib/app-error';
import { toShopifyJob } from './shopify.jobs.mappers';
import { shopifyJobsMessage } from './shopify.jobs.messages';
import { PUBLISH_KIND, type PublishPayload } from './shopify.publish.job';
import { checkSelection, publishCurrency } from './shopify.selection';
import { ownAccount } from './shopify.service';
import { STOCK_KIND } from './shopify.stock.job';
import { savePriceRule } from './shopify.sync.repository';

/** The job kinds an account's page shows (the order fetch is queued by the orders calls). */
const ACCOUNT_JOB_KINDS = [PUBLISH_KIND, STOCK_KIND, 'shopify.orders'];
/** Jobs GET …/jobs answers, newest first. */
const JOBS_SHOWN = 20;

/**
 * POST /profile/shopify/{id}/publish (docs/rules.md#shopify-publish): checks the account (404 not
 * the caller's, 403 not warehouse-level), the selection and the shop's currency (422), saves the
 * price rule on the account and queues `shopify.publish` in one transaction → the queued job.
 * 409 while a publish to this shop is queued or running (two at once could both create a product).
 */
export async function startPublish(
  ctx: RequestContext,
  options: { db: Db; id: number; body: ShopifyPublishBody; baseUrl: string },
): Promise<{ data: ShopifyJob }> {
  const { db, id, body } = options;
  const account = await ownAccount(ctx, { db, id });
  await checkSelection(ctx, { db, body });
  publishCurrency(ctx, account);
  const payload: PublishPayload = {
    accountId: id,
    userId: account.user_id,
    lang: ctx.lang,
    baseUrl: options.baseUrl,
    body,
  };
  return db.transaction(async (tx) => {
    await savePriceRule(tx, { id, rule: body.price_rule });
    const job = await enqueueJob(tx, { kind: PUBLISH_KIND, key: `${PUBLISH_KIND}:${id}`, payload });
    if (!job.created)
      throw new AppError('CONFLICT', { message: shopifyJobsMessage(ctx.lang, 'publishRunning') });
    return { data: toShopifyJob((await readJob(tx, job.id))!) };
  });
}

/** GET /profile/shopify/{id}/jobs: the account's latest jobs (publish, stock, orders), newest first. */
export async function listAccountJobs(
  ctx: RequestContext,
  options: { db: Db; id: number },
): Promise<{ data: ShopifyJob[] }> {
  await ownAccount(ctx, options);
  const rows = await listJobs(options.db, {
    kinds: ACCOUNT_JOB_KINDS,
    payload: { accountId: options.id },
    limit: JOBS_SHOWN,
  });
  return { data: rows.map(toShopifyJob) };
}

/** GET /profile/shopify/{id}/jobs/{jobId}: one job of the account; 404 for a job of another account. */
export async function readAccountJob(
  ctx: RequestContext,
  options: { db: Db; id: number; jobId: number },
): Promise<{ data: ShopifyJob }> {
  await ownAccount(ctx, options);
  const row = await readJob(options.db, options.jobId);
  const payload = row?.payload as { accountId?: number } | undefined;
  if (!row || !ACCOUNT_JOB_KINDS.includes(row.kind) || payload?.accountId !== options.id) {
    throw new AppError('NOT_FOUND', { message: shopifyJobsMessage(ctx.lang, 'jobNotFound') });
  }
  return { data: toShopifyJob(row) };
}
