import { isFranchise } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { toUpdateLogRecord } from './updates-log.mappers';
import { updatesLogMessage } from './updates-log.messages';
import { countRetailOutlets, listRecords, markHidden } from './updates-log.repository';

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
