import { isFranchise, type TextLanguage } from '@kits/contract';
import type { Db } from '../../db/client';
import { toUpdateLogRecord } from './updates-log.mappers';
import { updatesLogMessage } from './updates-log.messages';
import { countRetailOutlets, listRecords, markHidden } from './updates-log.repository';

/**
 * GET /updates-log (spec §3, §7): every record in the caller's language, newest first;
 * only_franchising records only for franchise users (more than one retail outlet, spec §6).
 */
export async function listUpdatesLog(options: { db: Db; userId: number; lang: TextLanguage }) {
  const withFranchising = isFranchise(await countRetailOutlets(options.db, options.userId));
  const rows = await listRecords(options.db, { lang: options.lang, withFranchising });
  return rows.map(toUpdateLogRecord);
}

/**
 * PATCH /profile/hide-updates-log (spec §4 Update log): the caller stops seeing the what's-new
 * modal until the next major update. Sets update_log_hidden_at = now; `/auth/me` then answers
 * show_update_log false until a major record is created after that moment.
 */
export async function hideUpdatesLog(options: { db: Db; userId: number; lang: TextLanguage }) {
  await markHidden(options.db, options.userId);
  return { message: updatesLogMessage(options.lang, 'hidden') };
}
