import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from './columns';

/**
 * The e-mail outbox (apps/api/src/mail, docs/rules.md#mail-outbox, decision 0040): a message is
 * written here in the same transaction as the business write it tells about, and the `mail.send`
 * job sends it later through the mailer.
 *
 * - `template`: which e-mail (`order-received`, `order-status`, `registration-received`,
 *   `registration-declined`, `password-link`); `data`: what it is rendered from (secret values, a
 *   set-password link, are erased once the message is sent or given up).
 * - `to_address`: the recipient; `to_staff`: the staff address (MAIL_STAFF_TO) read at send time.
 * - `lang` (ru | en): the recipient's language; `version` (ru | en): whose PUBLIC_URL links use.
 * - `status`: pending → sending (claimed until `locked_until`) → sent | failed (given up after the
 *   last attempt, `last_error` kept) | unsent (no mailer, or no staff address).
 * - `attempts`, `next_attempt_at`: tries so far and when the next one is due (back-off).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: text('template').notNull(),
    toAddress: text('to_address'),
    toStaff: boolean('to_staff').notNull().default(false),
    lang: text('lang').notNull(),
    version: text('version').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stampedNow('next_attempt_at'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: stampedNow('created_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('mail_outbox_created').on(t.createdAt),
  ],
);
