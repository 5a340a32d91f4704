import {
  type AuditEntity,
  formatDate,
  isFranchise,
  type TextLanguage,
  UPDATE_LOG_CONTENT_MAX,
  type UpdateLogAdminRecord,
  type UpdateLogBody,
  updateLogContentProblems,
  VERSION_TIME_ZONE,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { toUpdateLogAdminRecord, toUpdateLogRecord } from './updates-log.mappers';
import { updatesLogMessage } from './updates-log.messages';
import {
  countRetailOutlets,
  deleteRecord,
  findAdminRecord,
  findSameRecord,
  insertRecord,
  listAdminRecords,
  listRecords,
  markHidden,
  UPDATE_LOG_WRITABLE,
  type UpdateLogWrite,
  updateRecord,
} from './updates-log.repository';

/** The audit entity of a what's-new record (docs/rules.md#audit). */
const AUDIT_ENTITY: AuditEntity = 'update_log_record';

/**
 * GET /updates-log (docs/rules.md#spec-3, docs/rules.md#spec-7): every record in the caller's language, newest first;
 * only_franchising records only for franchise users (more than one retail outlet, docs/rules.md#spec-6).
 */
export async function listUpdatesLog(ctx: RequestContext, options: { db: Db }) {
  const withFranchising = isFranchise(await countRetailOutlets(options.db, ctx.requireUser().id));
  const rows = await listRecords(options.db, { lang: ctx.lang, withFranchising });
  return rows.map(toUpdateLogRecord);
}

/**
 * PATCH /profile/hide-updates-log (docs/rules.md#update-log-flow): the caller stops seeing the what's-new
 * modal until the next major update. Sets update_log_hidden_at = now; `/auth/me` then answers
 * show_update_log false until a major record is created after that moment.
 */
export async function hideUpdatesLog(ctx: RequestContext, options: { db: Db }) {
  await markHidden(options.db, ctx.requireUser().id);
  return { message: updatesLogMessage(ctx.lang, 'hidden') };
}

/** NOT_FOUND (404) naming record `id`. */
const recordNotFound = (lang: TextLanguage, id: number) =>
  new AppError('NOT_FOUND', { message: updatesLogMessage(lang, 'notFound', { id }) });

/** UNPROCESSABLE (422) with `errors.content_ru` / `errors.content_en` in `lang` when a text is empty or too long. */
function checkContent(lang: TextLanguage, body: UpdateLogBody): void {
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(updateLogContentProblems(body)))
    errors[field] = [updatesLogMessage(lang, problem, { max: UPDATE_LOG_CONTENT_MAX })];
  throwIfErrors(errors);
}

const toWrite = (body: UpdateLogBody): UpdateLogWrite => ({
  content_ru: body.content_ru,
  content_en: body.content_en,
  is_major: body.is_major,
  only_franchising: body.only_franchising,
});

/**
 * GET /services/updates-log (docs/rules.md#update-log-publishing): every record with both
 * languages and both flags, franchise-only ones included, newest first (staff; the route guards).
 */
export async function listAdminUpdatesLog(
  _ctx: RequestContext,
  options: { db: Db },
): Promise<UpdateLogAdminRecord[]> {
  return (await listAdminRecords(options.db)).map(toUpdateLogAdminRecord);
}

/**
 * POST /services/updates-log (docs/rules.md#update-log-publishing): publishes a record now, with
 * its audit row (entity update_log_record, action create, `{ field: [null, value] }`). A major one
 * shows the log again to everyone who hid it (docs/rules.md#update-log-flow).
 * @throws AppError UNPROCESSABLE (422) `errors.content_ru|content_en` for an empty or too long text,
 * and `errors.content_ru` when a record with the same two texts is already published (a second
 * click or a repost: the date of the one there is named; edit that one instead).
 */
export async function publishUpdateLogRecord(
  ctx: RequestContext,
  options: { db: Db; body: UpdateLogBody },
): Promise<UpdateLogAdminRecord> {
  const userId = ctx.requireUser().id;
  checkContent(ctx.lang, options.body);
  const values = toWrite(options.body);
  return options.db.transaction(async (tx) => {
    const same = await findSameRecord(tx, values);
    if (same)
      throwIfErrors({
        content_ru: [
          updatesLogMessage(ctx.lang, 'duplicate', {
            date: formatDate(same.created_at, ctx.lang, {
              dateStyle: 'long',
              timeZone: VERSION_TIME_ZONE.ru,
            }),
          }),
        ],
      });
    const row = await insertRecord(tx, values);
    const changes = Object.fromEntries(UPDATE_LOG_WRITABLE.map((f) => [f, [null, values[f]]]));
    await insertAudit(tx, { userId, entity: AUDIT_ENTITY, entityId: row.id, action: 'create', changes });
    return toUpdateLogAdminRecord(row);
  });
}

/**
 * PUT /services/updates-log/{id} (docs/rules.md#update-log-publishing): writes the record's texts
 * and flags under the row's lock, with one audit row of what changed (`{ field: [before, after] }`);
 * nothing changed → no write. updated_at moves on, so a major record edited after a user hid the
 * log shows it to them again (docs/rules.md#update-log-flow).
 * @throws AppError NOT_FOUND (404); UNPROCESSABLE (422) as publishUpdateLogRecord.
 */
export async function editUpdateLogRecord(
  ctx: RequestContext,
  options: { db: Db; id: number; body: UpdateLogBody },
): Promise<UpdateLogAdminRecord> {
  const userId = ctx.requireUser().id;
  const { id } = options;
  checkContent(ctx.lang, options.body);
  const after = toWrite(options.body);
  return options.db.transaction(async (tx) => {
    const row = await findAdminRecord(tx, { id, lock: true });
    if (!row) throw recordNotFound(ctx.lang, id);
    const changed = UPDATE_LOG_WRITABLE.filter((f) => row[f] !== after[f]);
    if (changed.length === 0) return toUpdateLogAdminRecord(row);
    const written = await updateRecord(tx, { id, values: after });
    const changes = Object.fromEntries(changed.map((f) => [f, [row[f], after[f]]]));
    await insertAudit(tx, { userId, entity: AUDIT_ENTITY, entityId: id, action: 'update', changes });
    return toUpdateLogAdminRecord(written);
  });
}

/**
 * DELETE /services/updates-log/{id} (docs/rules.md#update-log-publishing): removes the record, with
 * an audit row keeping what it said (`{ field: [before, null] }`); answers `{ message }` in `ctx.lang`.
 * @throws AppError NOT_FOUND (404).
 */
export async function deleteUpdateLogRecord(
  ctx: RequestContext,
  options: { db: Db; id: number },
): Promise<{ message: string }> {
  const userId = ctx.requireUser().id;
  const { id } = options;
  await options.db.transaction(async (tx) => {
    const row = await findAdminRecord(tx, { id, lock: true });
    if (!row) throw recordNotFound(ctx.lang, id);
    await deleteRecord(tx, id);
    const changes = Object.fromEntries(UPDATE_LOG_WRITABLE.map((f) => [f, [row[f], null]]));
    await insertAudit(tx, { userId, entity: AUDIT_ENTITY, entityId: id, action: 'delete', changes });
  });
  return { message: updatesLogMessage(ctx.lang, 'deleted', { id }) };
}
