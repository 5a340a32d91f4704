import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';

/** SQL of the mail outbox (mail_outbox; docs/rules.md#mail-outbox, decision 0040). */

/** A message to write: `to` an address, or `staff` for MAIL_STAFF_TO (read when it is sent). */
export type NewMail = {
  template: string;
  to: string | { staff: true };
  lang: string;
  version: string;
  data: unknown;
};

/** Writes messages, pending, due at once, in the caller's transaction. */
export async function insertMails(tx: Executor, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  const values = mails.map((m) => {
    const staff = typeof m.to !== 'string';
    const to = typeof m.to === 'string' ? m.to : null;
    return sql`(${m.template}, ${to}, ${staff}, ${m.lang}, ${m.version}, ${JSON.stringify(m.data)}::jsonb)`;
  });
  await tx.execute(
    sql`insert into mail_outbox (template, to_address, to_staff, lang, version, data)
        values ${sql.join(values, sql`, `)}`,
  );
}

/**
 * A statement's step that writes messages (a data-modifying CTE body, for a write made as one
 * statement, e.g. the order send): `rows` is a select of (template, to_address, to_staff, lang,
 * version, data) — a row with neither address nor staff is left out.
 */
export function insertMailsSql(rows: SQL): SQL {
  return sql`insert into mail_outbox (template, to_address, to_staff, lang, version, data)
    select m.template, m.to_address, m.to_staff, m.lang, m.version, m.data
    from (${rows}) as m (template, to_address, to_staff, lang, version, data)
    where m.to_address is not null or m.to_staff`;
}

/** A claimed message. */
export type MailRow = {
  id: number;
  template: string;
  to_address: string | null;
  to_staff: boolean;
  lang: string;
  version: string;
  data: unknown;
  attempts: number;
};

/**
 * Claims up to `limit` due messages — pending ones whose next attempt is due, and ones another
 * drainer claimed but did not finish within its lease (it died) — in one statement with
 * `for update skip locked`, so two drainers never claim the same row: each becomes `sending`,
 * its attempt counted, held for `leaseSeconds`.
 */
export function claimDueMails(db: Executor, options: { limit: number; leaseSeconds: number }) {
  return queryRows<MailRow>(
    db,
    sql`update mail_outbox m set status = 'sending', attempts = m.attempts + 1,
          locked_until = now() + make_interval(secs => ${options.leaseSeconds})
        from (
          select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked
        ) due
        where m.id = due.id
        returning m.id, m.template, m.to_address, m.to_staff, m.lang, m.version, m.data, m.attempts`,
  );
}

/** Whether any message is due (the periodic check's one cheap query). */
export async function anyDueMail(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`select exists (
          select 1 from mail_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
        ) as due`,
  );
  return row?.due ?? false;
}

/** The data without its secret fields (`- 'url'`…). */
const withoutSecrets = (secrets: string[]) =>
  secrets.reduce((acc: SQL, key) => sql`(${acc} - ${key}::text)`, sql`data`);

/**
 * Ends a claimed message: `sent` (with the transport's message id), `failed` (given up, the error
 * kept) or `unsent` (no mailer or no staff address, the reason kept); its secret data fields are
 * erased. Only while it is still `sending`.
 */
export async function finishMail(
  db: Executor,
  options: {
    id: number;
    /** The attempt it was claimed with: a drainer whose lease ran out changes nothing. */
    attempts: number;
    status: 'sent' | 'failed' | 'unsent';
    error?: string | null;
    messageId?: string | null;
    to?: string | null;
    secrets: string[];
  },
): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = ${options.status}, last_error = ${options.error ?? null},
          message_id = ${options.messageId ?? null}, locked_until = null,
          to_address = coalesce(to_address, ${options.to ?? null}),
          sent_at = case when ${options.status} = 'sent' then now() end,
          data = ${withoutSecrets(options.secrets)}
        where id = ${options.id} and status = 'sending' and attempts = ${options.attempts}`,
  );
}

/** A claimed message that failed this time: pending again, due after `delayMs`, the error kept. */
export async function retryMail(
  db: Executor,
  options: { id: number; attempts: number; delayMs: number; error: string },
) {
  await db.execute(
    sql`update mail_outbox set status = 'pending', last_error = ${options.error}, locked_until = null,
          next_attempt_at = now() + make_interval(secs => ${options.delayMs / 1000})
        where id = ${options.id} and status = 'sending' and attempts = ${options.attempts}`,
  );
}

/** Deletes finished messages (sent, failed, unsent) created more than `olderThanDays` ago; answers how many. */
export async function deleteOldMails(db: Executor, olderThanDays: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from mail_outbox
        where status in ('sent', 'failed', 'unsent')
          and created_at < now() - make_interval(days => ${olderThanDays})
        returning id`,
  );
  return rows.length;
}
