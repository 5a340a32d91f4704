import { randomBytes } from 'node:crypto';
import type {
  MoyskladConnectBody,
  MoyskladConnection,
  MoyskladOrderFailure,
  MoyskladRun,
  MoyskladSyncKind,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import type { JobRow } from '../../jobs';
import { listJobs } from '../../jobs';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { outboundPolicy } from '../../lib/outbound';
import { recordEtag } from '../../lib/record-version';
import { sealToken } from '../token-key';
import { MoyskladError } from './client';
import { accountClient, moyskladClient, requireMoyskladKey } from './moysklad.account';
import { moyskladMessage } from './moysklad.messages';
import { findMsAccount, forgetMsToken, type MsAccountRow, upsertMsAccount } from './moysklad.repository';
import type { MsCollection, MsEmployee } from './moysklad.shapes';
import { dropWebhooks, registerWebhooks, webhooksState } from './moysklad.webhooks';
import { findOrderFailures, type OrderFailureRow, retryOrderFailures } from './orders/orders-out.repository';
import { SYNC_JOB_KINDS } from './sync/sync.jobs';
import type { SyncResult } from './sync/sync.types';

/**
 * The МойСклад connection (docs/moysklad.md §Connect): an admin connects the account with its
 * access token (checked at once, kept sealed, never answered), reads its state and runs, and
 * disconnects. 401 anonymous, 403 not an admin.
 */

type MsConfig = Pick<
  Config,
  'NODE_ENV' | 'DATA_DIR' | 'SHOPIFY_TOKEN_KEY' | 'MOYSKLAD_API_URL' | 'PUBLIC_URL' | 'MOYSKLAD_POLL_SECONDS'
> &
  Partial<Pick<Config, 'DATABASE_URL' | 'OUTBOUND_ALLOWED_HOSTS' | 'FEED_ALLOWED_HOSTS'>>;

/** The caller's user id when an admin; 401 anonymous, 403 otherwise. */
export function requireMoyskladAdmin(ctx: RequestContext): number {
  const user = ctx.requireUser();
  if (!ctx.isAdmin) throw new AppError('FORBIDDEN', { message: moyskladMessage(ctx.lang, 'forbidden') });
  return user.id;
}

/** The connected account, or NOT_FOUND (404) saying it is not connected. */
export async function requireAccount(ctx: RequestContext, db: Db): Promise<MsAccountRow> {
  const account = await findMsAccount(db);
  if (!account) throw new AppError('NOT_FOUND', { message: moyskladMessage(ctx.lang, 'notConnected') });
  return account;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A sync job as the status panel shows it. */
function toRun(job: JobRow): MoyskladRun {
  const result = (job.result ?? {}) as Partial<SyncResult>;
  const payload = job.payload as { full?: boolean };
  const progress = job.progress as { done?: number; total?: number | null; phase?: string } | null;
  return {
    id: job.id,
    kind: job.kind.slice('moysklad.'.length) as MoyskladSyncKind,
    mode: result.mode ?? (payload.full ? 'full' : 'incremental'),
    status: job.status as MoyskladRun['status'],
    created: result.created ?? 0,
    updated: result.updated ?? 0,
    unchanged: result.unchanged ?? 0,
    failed: result.failed ?? 0,
    failures: result.failures ?? [],
    progress:
      job.status === 'running' || job.status === 'queued'
        ? { done: progress?.done ?? 0, total: progress?.total ?? null, phase: progress?.phase ?? 'queued' }
        : null,
    error: job.status === 'failed' ? job.error : null,
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
  };
}

/** The last run of each kind (a skipped run — nothing mapped yet — is not one). */
async function lastRuns(db: Executor): Promise<MoyskladRun[]> {
  const jobs = await listJobs(db, { kinds: SYNC_JOB_KINDS, payload: {}, limit: 60 });
  const runs = new Map<string, MoyskladRun>();
  for (const job of jobs) {
    if (runs.has(job.kind) || (job.result as { skipped?: string } | null)?.skipped) continue;
    runs.set(job.kind, toRun(job));
  }
  return SYNC_JOB_KINDS.flatMap((kind) => runs.get(kind) ?? []);
}

/** GET /services/moysklad: the connection, its mapping, webhooks and last runs. */
export async function readConnection(
  ctx: RequestContext,
  options: { db: Executor; config: MsConfig },
): Promise<{ data: MoyskladConnection }> {
  requireMoyskladAdmin(ctx);
  const account = await findMsAccount(options.db);
  return {
    data: {
      account: account && {
        account_id: account.account_id,
        name: account.name,
        api_url: account.api_url,
        status: account.status,
        last_error: account.last_error,
        connected_at: iso(account.connected_at)!,
      },
      mapping: account?.mapping ?? null,
      webhooks: webhooksState(ctx.lang, { account, config: options.config }),
      runs: account ? await lastRuns(options.db) : [],
      order_failures: account ? (await findOrderFailures(options.db, 50)).map(toOrderFailure) : [],
      etag: mappingEtag(account),
    },
  };
}

/**
 * The version of the connection staff edit (docs/rules.md#record-versions): the account and its
 * saved mapping; the runs, webhooks and failures move by themselves and are left out.
 */
export const mappingEtag = (account: MsAccountRow | null): string =>
  recordEtag({ account_id: account?.account_id ?? null, mapping: account?.mapping ?? null });

const toOrderFailure = (row: OrderFailureRow): MoyskladOrderFailure => ({
  uuid: row.uuid,
  name: row.name,
  created_at: iso(row.created_at)!,
  attempts: row.attempts,
  reason: row.last_error,
  next_attempt_at: iso(row.next_attempt_at),
});

/**
 * POST /services/moysklad/orders/retry: every order МойСклад has not taken is tried again at once
 * (docs/moysklad.md §Orders out); answers the connection. Audited. 403 not an admin, 404 not connected.
 */
export async function retryOrders(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig },
): Promise<{ data: MoyskladConnection }> {
  requireMoyskladAdmin(ctx);
  await requireAccount(ctx, options.db);
  await options.db.transaction(async (tx) => {
    const count = await retryOrderFailures(tx);
    await insertAudit(tx, {
      userId: ctx.requireUser().id,
      entity: 'moysklad',
      entityId: 1,
      action: 'orders-retry',
      changes: { orders: count },
    });
  });
  return readConnection(ctx, options);
}

/** The account behind `token` (its employee and organization), or 422 on access_token. */
async function checkToken(ctx: RequestContext, options: { config: MsConfig; token: string }) {
  const client = moyskladClient({
    apiUrl: options.config.MOYSKLAD_API_URL,
    token: options.token,
    policy: outboundPolicy(options.config),
  });
  try {
    const employee = await client.get<MsEmployee>('context/employee');
    const organizations = await client.get<MsCollection<{ name: string }>>('entity/organization', {
      limit: 1,
    });
    return {
      accountId: employee.accountId ?? null,
      name: organizations.rows[0]?.name ?? employee.name ?? 'МойСклад',
    };
  } catch (error) {
    if (!(error instanceof MoyskladError)) throw error;
    const key = error.kind === 'auth' ? 'tokenRefused' : 'unreachable';
    throwIfErrors({ access_token: [moyskladMessage(ctx.lang, key)] });
    throw error;
  }
}

/**
 * POST /services/moysklad: connects the account (or replaces its token; a token of the same
 * account, also after a disconnect, keeps the mapping and cursors, and a kept mapping has its
 * webhooks registered again). 422 access_token (empty, refused, МойСклад unreachable);
 * 503 without a sealing key. The account and its audit row are written in one transaction.
 */
export async function connectMoysklad(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig; body: MoyskladConnectBody },
): Promise<{ data: MoyskladConnection }> {
  const userId = requireMoyskladAdmin(ctx);
  const key = requireMoyskladKey(options.config, ctx.lang);
  const token = options.body.access_token.trim();
  if (!token) throwIfErrors({ access_token: [moyskladMessage(ctx.lang, 'emptyToken')] });
  const found = await checkToken(ctx, { config: options.config, token });
  await options.db.transaction(async (tx) => {
    await upsertMsAccount(tx, {
      apiUrl: options.config.MOYSKLAD_API_URL,
      tokenSealed: sealToken(key, token),
      accountId: found.accountId,
      name: found.name,
      webhookSecret: randomBytes(24).toString('base64url'),
      userId,
    });
    const changes = { api_url: [null, options.config.MOYSKLAD_API_URL], account_id: [null, found.accountId] };
    await insertAudit(tx, { userId, entity: 'moysklad_account', entityId: 1, action: 'connect', changes });
  });
  // The same account connected again keeps its mapping: its webhooks are registered again.
  const account = await findMsAccount(options.db);
  if (account?.mapping) {
    const client = accountClient(options.config, account);
    await registerWebhooks({ db: options.db, client, account, config: options.config });
  }
  return readConnection(ctx, options);
}

/**
 * DELETE /services/moysklad: forgets the token (the webhooks registered in МойСклад are deleted
 * there first, as far as it answers); what came from МойСклад stays, and so do the mapping and
 * cursors for when the same account is connected again. 404 when not connected.
 */
export async function disconnectMoysklad(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig },
): Promise<{ message: string }> {
  const userId = requireMoyskladAdmin(ctx);
  const account = await requireAccount(ctx, options.db);
  await dropWebhooks({ client: accountClient(options.config, account), account }).catch(() => undefined);
  await options.db.transaction(async (tx) => {
    await forgetMsToken(tx);
    const changes = { account_id: [account.account_id, null] };
    await insertAudit(tx, { userId, entity: 'moysklad_account', entityId: 1, action: 'disconnect', changes });
  });
  return { message: moyskladMessage(ctx.lang, 'disconnected') };
}
