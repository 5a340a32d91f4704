import {
  nextRequestStatus,
  type PageMeta,
  parseVersion,
  type RegistrationRequest,
  type RegistrationRequestsQuery,
  type RequestAction,
  type RequestCommentBody,
  type RequestRejectBody,
  type RequestStatus,
  VERSIONS,
  versionLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { queueMail } from '../../mail';
import { statusOf, toRegistrationRequest } from './registration-requests.mappers';
import { requestsMessage } from './registration-requests.messages';
import {
  countNew,
  findRequest,
  type RequestRow,
  searchRequests,
  updateRequest,
} from './registration-requests.repository';

/** The audit log's name of a request (docs/rules.md#audit). */
const ENTITY = 'registration_request';

/**
 * GET /services/registration-requests: the inbox, newest first, filtered by status, kind, version,
 * days of arrival and text in the name, e-mail or phone; `meta.last_page` ≥ 1.
 */
export async function listRegistrationRequests(
  _ctx: RequestContext,
  options: { db: Db; query: RegistrationRequestsQuery },
): Promise<{ data: RegistrationRequest[]; meta: PageMeta }> {
  const { db, query } = options;
  const perPage = query.per_page;
  const [from, to] =
    query.from && query.to && query.from > query.to ? [query.to, query.from] : [query.from, query.to];
  const { rows, total } = await searchRequests(db, {
    filter: {
      status: query.status,
      kind: query.kind,
      version: query.version,
      from,
      to,
      q: query.q || undefined,
    },
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    data: rows.map(toRegistrationRequest),
    meta: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** GET /services/registration-requests/count: how many requests are new (one indexed count). */
export async function countNewRequests(_ctx: RequestContext, options: { db: Db }): Promise<{ new: number }> {
  return { new: await countNew(options.db) };
}

/** GET /services/registration-requests/{id}. @throws AppError NOT_FOUND. */
export async function getRegistrationRequest(
  ctx: RequestContext,
  options: { db: Executor; id: number },
): Promise<RegistrationRequest> {
  return toRegistrationRequest(await requireRequest(ctx, options));
}

async function requireRequest(ctx: RequestContext, options: { db: Executor; id: number; lock?: boolean }) {
  const row = await findRequest(options.db, options);
  if (!row)
    throw new AppError('NOT_FOUND', { message: requestsMessage(ctx.lang, 'notFound', { id: options.id }) });
  return row;
}

/**
 * Locks request `id` (FOR UPDATE, in the caller's transaction `db`) and answers it with the status
 * `action` moves it to (docs/rules.md#request-status). Two staff acting at once are serialised
 * here: the second sees the first one's status.
 * @throws AppError NOT_FOUND; CONFLICT (409) when the request is already approved or rejected.
 */
export async function lockRequestFor(
  ctx: RequestContext,
  options: { db: Executor; id: number; action: RequestAction },
): Promise<{ row: RequestRow; next: RequestStatus }> {
  const row = await requireRequest(ctx, { ...options, lock: true });
  const next = nextRequestStatus(statusOf(row.status), options.action);
  if (next === null)
    throw new AppError('CONFLICT', {
      message: requestsMessage(ctx.lang, row.status === 'approved' ? 'closedApproved' : 'closedRejected', {
        id: options.id,
      }),
    });
  return { row, next };
}

/**
 * PATCH /services/registration-requests/{id} with `{ staff_comment }` (docs/rules.md#request-status):
 * writes the staff's note ('' clears it) and moves a new request to in progress, with an audit row
 * (nothing is written when neither changes). `ifMatch` must name the request's current `etag`
 * (docs/rules.md#record-versions), checked under the row lock.
 * @throws AppError NOT_FOUND; CONFLICT when the request is closed; PRECONDITION_FAILED (412,
 * `current`) when `ifMatch` is stale.
 */
export async function commentRegistrationRequest(
  ctx: RequestContext,
  options: { db: Db; id: number; body: RequestCommentBody; ifMatch: IfMatch },
): Promise<RegistrationRequest> {
  const { db, id } = options;
  const staffComment = options.body.staff_comment || null;
  return db.transaction(async (tx) => {
    const { row, next } = await lockRequestFor(ctx, { db: tx, id, action: 'comment' });
    assertFresh(ctx.lang, options.ifMatch, toRegistrationRequest(row));
    const changes = changesOf([
      ['staff_comment', row.staff_comment, staffComment],
      ['status', row.status, next],
    ]);
    if (Object.keys(changes).length > 0) {
      const userId = ctx.requireUser().id;
      await updateRequest(tx, id, { status: next, handledBy: userId, staffComment });
      await insertAudit(tx, { userId, entity: ENTITY, entityId: id, action: 'update', changes });
    }
    return getRegistrationRequest(ctx, { db: tx, id });
  });
}

/**
 * POST /services/registration-requests/{id}/reject with `{ reason }` (docs/rules.md#request-status):
 * closes the request as rejected, keeping the reason, with an audit row and the "request declined"
 * e-mail to its sender (mail outbox, docs/rules.md#mail-outbox).
 * @throws AppError NOT_FOUND; CONFLICT when the request is already closed.
 */
export async function rejectRegistrationRequest(
  ctx: RequestContext,
  options: { db: Db; id: number; body: RequestRejectBody },
): Promise<RegistrationRequest> {
  const { db, id, body } = options;
  return db.transaction(async (tx) => {
    const { row, next } = await lockRequestFor(ctx, { db: tx, id, action: 'reject' });
    const userId = ctx.requireUser().id;
    await updateRequest(tx, id, { status: next, handledBy: userId, rejectReason: body.reason });
    await insertAudit(tx, {
      userId,
      entity: ENTITY,
      entityId: id,
      action: 'reject',
      changes: { status: [row.status, next], reject_reason: [row.reject_reason, body.reason] },
    });
    // The outbox's step (docs/rules.md#mail-outbox): "request declined" to its sender, in the
    // language of the version it came from (the staff's reason stays with staff).
    const version = parseVersion(row.version) ?? VERSIONS.ru;
    await queueMail(tx, {
      template: 'registration-declined',
      to: row.email,
      lang: versionLanguage(version),
      version,
      data: { name: row.name },
    });
    return getRegistrationRequest(ctx, { db: tx, id });
  });
}

/**
 * Closes a request locked by `lockRequestFor(…, 'approve')` as approved, with the counterparty and
 * user onboarding created (docs/rules.md#onboarding), and records the audit row. Inside the
 * caller's transaction.
 */
export async function markRequestApproved(
  ctx: RequestContext,
  options: { db: Executor; row: RequestRow; counterpartyId: number; userId: number },
): Promise<void> {
  const { db, row, counterpartyId, userId } = options;
  const staffId = ctx.requireUser().id;
  await updateRequest(db, row.id, { status: 'approved', handledBy: staffId, counterpartyId, userId });
  await insertAudit(db, {
    userId: staffId,
    entity: ENTITY,
    entityId: row.id,
    action: 'approve',
    changes: {
      status: [row.status, 'approved'],
      counterparty_id: [row.counterparty_id, counterpartyId],
      user_id: [row.user_id, userId],
    },
  });
}

/** `{ field: [before, after] }` of the fields that changed. */
function changesOf(pairs: [string, unknown, unknown][]): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, before, after] of pairs) if (before !== after) changes[field] = [before, after];
  return changes;
}
