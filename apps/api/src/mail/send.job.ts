import { parseVersion, textLanguage, VERSIONS } from '@kits/contract';
import type { Config } from '../config';
import type { JobContext, JobHandler, PeriodicJob } from '../jobs';
import { enqueueJob } from '../jobs';
import type { Mailer } from '../lib/mailer';
import { publicUrl } from '../lib/public-url';
import { renderBodies } from './layout';
import {
  anyDueMail,
  claimDueMails,
  deleteOldMails,
  finishMail,
  type MailRow,
  retryMail,
} from './outbox.repository';
import { renderTemplate, SECRET_FIELDS } from './templates';

/** The job kind that drains the outbox (docs/rules.md#mail-outbox). */
export const MAIL_SEND = 'mail.send';

/** Tries per message before it is given up (`failed`, its last error kept). */
export const MAIL_MAX_ATTEMPTS = 8;

/** Wait before the second try; doubled for each further one, at most MAIL_MAX_DELAY_MS. */
export const MAIL_FIRST_DELAY_MS = 60_000;
export const MAIL_MAX_DELAY_MS = 4 * 60 * 60_000;

/** A claimed message is held this long: a drainer that died meanwhile leaves it to the next. */
const LEASE_SECONDS = 15 * 60;

/** Messages claimed per statement. */
const BATCH = 20;

/** Finished messages are deleted after this many days. */
export const MAIL_KEPT_DAYS = 30;

/** The wait after the `attempts`-th failed try: 1 min, 2, 4, 8 … at most 4 h. */
export const mailRetryDelayMs = (attempts: number) =>
  Math.min(MAIL_FIRST_DELAY_MS * 2 ** (attempts - 1), MAIL_MAX_DELAY_MS);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** What one drain did. */
export type DrainReport = { sent: number; retried: number; failed: number; unsent: number; deleted: number };

/**
 * Sends one claimed message, or says why not. Renders it from its data in its language with links
 * from PUBLIC_URL of its version; a stable Message-ID per row (`<mail-ID@host>`) lets a receiving
 * server drop the copy a crashed drainer may send again.
 */
async function deliver(
  row: MailRow,
  options: { mailer: Mailer | null; config: Config },
): Promise<{ status: 'sent'; messageId: string; to: string } | { status: 'unsent'; reason: string }> {
  const { mailer, config } = options;
  if (!mailer) return { status: 'unsent', reason: 'no mailer: SMTP_URL is not set' };
  const to = row.to_staff ? (config.MAIL_STAFF_TO ?? null) : row.to_address;
  if (!to) return { status: 'unsent', reason: 'no staff address: MAIL_STAFF_TO is not set' };
  const lang = textLanguage(row.lang);
  const version = parseVersion(row.version) ?? VERSIONS.ru;
  const content = renderTemplate(row.template, row.data, {
    lang,
    origin: publicUrl(config, version),
    toStaff: row.to_staff,
  });
  const host = new URL(publicUrl(config, VERSIONS.ru)).hostname || 'localhost';
  const sent = await mailer.send({
    to,
    subject: content.subject,
    ...renderBodies(lang, content),
    messageId: `<mail-${row.id}@${host}>`,
  });
  return { status: 'sent', messageId: sent.messageId, to };
}

/**
 * Drains the outbox (docs/rules.md#mail-outbox): claims due messages in batches (`for update skip
 * locked`: two drainers never send one message), sends each, and marks it sent; a failure (the
 * SMTP server down or answering 4xx/5xx, a rendering error) is tried again after
 * mailRetryDelayMs, and given up as `failed` with its error after MAIL_MAX_ATTEMPTS tries.
 * Without a mailer or a staff address a message is kept as `unsent` with the reason. Secrets (a
 * set-password link) are erased from every message that ends. Finally deletes finished messages
 * older than MAIL_KEPT_DAYS. Stops between messages when the job's signal is aborted.
 */
export async function drainOutbox(job: Pick<JobContext<unknown>, 'db' | 'config' | 'mailer' | 'signal'>) {
  const report: DrainReport = { sent: 0, retried: 0, failed: 0, unsent: 0, deleted: 0 };
  while (!job.signal.aborted) {
    const rows = await claimDueMails(job.db, { limit: BATCH, leaseSeconds: LEASE_SECONDS });
    if (rows.length === 0) break;
    for (const row of rows) {
      const secrets = SECRET_FIELDS[row.template as keyof typeof SECRET_FIELDS] ?? [];
      const ending = { id: row.id, attempts: row.attempts, secrets };
      try {
        const done = await deliver(row, job);
        if (done.status === 'sent') {
          await finishMail(job.db, { ...ending, status: 'sent', messageId: done.messageId, to: done.to });
          report.sent++;
        } else {
          await finishMail(job.db, { ...ending, status: 'unsent', error: done.reason });
          report.unsent++;
        }
      } catch (err) {
        if (row.attempts >= MAIL_MAX_ATTEMPTS) {
          await finishMail(job.db, { ...ending, status: 'failed', error: messageOf(err) });
          report.failed++;
        } else {
          const delayMs = mailRetryDelayMs(row.attempts);
          await retryMail(job.db, { id: row.id, attempts: row.attempts, delayMs, error: messageOf(err) });
          report.retried++;
        }
      }
    }
  }
  report.deleted = await deleteOldMails(job.db, MAIL_KEPT_DAYS);
  return report;
}

/** The `mail.send` job: one drain of the outbox. */
export const mailSendJobHandler: JobHandler = {
  kind: MAIL_SEND,
  // A person waits for the mail (a sign-in link, a password reset).
  prompt: true,
  // A message that arrives while a drain runs gets the next drain.
  freesKeyWhenClaimed: true,
  run: (job) => drainOutbox(job),
};

/** How often each process looks for due messages (one cheap query; a drain is queued only then). */
export const MAIL_CHECK_EVERY_MS = 5000;

/**
 * The periodic check: queues a `mail.send` drain (one queued at a time across processes, by its
 * key) when a message is due — new ones within about MAIL_CHECK_EVERY_MS, retries at their time.
 */
export const mailSendPeriodicJob: PeriodicJob = {
  name: MAIL_SEND,
  everyMs: MAIL_CHECK_EVERY_MS,
  enqueue: async (db) => {
    if (await anyDueMail(db)) await enqueueJob(db, { kind: MAIL_SEND, key: MAIL_SEND });
  },
};
