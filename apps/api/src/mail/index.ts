import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { insertMails, insertMailsSql } from './outbox.repository';
import type { MailTemplates } from './templates';

/**
 * The mail outbox (docs/rules.md#mail-outbox, decision 0040), the one writer of `mail_outbox`:
 * business writes queue e-mails here in their own transaction, and the `mail.send` job sends them.
 */

export { escapeHtml } from './layout';
export {
  type DrainReport,
  drainOutbox,
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND,
  mailRetryDelayMs,
  mailSendJobHandler,
  mailSendPeriodicJob,
} from './send.job';
export type {
  BackInStockData,
  MailTemplate,
  MailTemplates,
  OrderReceivedData,
  OrderStatusData,
  PasswordLinkData,
  RegistrationDeclinedData,
  RegistrationReceivedData,
  ReorderReminderData,
} from './templates';

/** One e-mail to queue: its template and data, to an address or to staff (MAIL_STAFF_TO), in `lang`, links of `version`. */
export type QueuedMail = {
  [T in keyof MailTemplates]: {
    template: T;
    data: MailTemplates[T];
    to: string | { staff: true };
    lang: 'ru' | 'en';
    version: 'ru' | 'en';
  };
}[keyof MailTemplates];

/**
 * Queues e-mails in the caller's transaction `tx` (docs/rules.md#mail-outbox): they are written
 * with the business write or not at all, and sent by the `mail.send` job after the commit — never
 * while the request waits.
 */
export function queueMail(tx: Executor, ...mails: QueuedMail[]): Promise<void> {
  return insertMails(tx, mails);
}

/**
 * The outbox's step for a write made as ONE statement (the order send, decision 0018): a
 * data-modifying CTE body inserting the rows of `rows`, a select of (template, to_address,
 * to_staff, lang, version, data jsonb); rows with no address and not to staff are left out.
 */
export function queueMailSql(rows: SQL): SQL {
  return insertMailsSql(rows);
}
