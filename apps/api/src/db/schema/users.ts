import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, publicUuid, ref, stampedNow, timestamptz } from './columns';
import { counterparties } from './counterparties';

/** Users of the app: customers and staff (docs/rules.md#user). Passwords are argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: publicUuid(),
    username: text('username').notNull(),
    email: text('email'),
    fullname: text('fullname').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull().default('ru'),
    /** Percent, 0-100. */
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    currentStoreId: integer('current_store_id'),
    showUpdateLog: boolean('show_update_log').notNull().default(true),
    updateLogHiddenAt: timestamptz('update_log_hidden_at'),
    rankingAccess: boolean('ranking_access').notNull().default(true),
    /** The customer organisation the user buys for; null for staff (docs/rules.md#counterparty). */
    counterpartyId: integer('counterparty_id').references(() => counterparties.id),
    /**
     * The counterparty's admin user: sees every order of the company (docs/rules.md#company-orders).
     * Granted by staff on a customer user only; false for staff.
     */
    companyAdmin: boolean('company_admin').notNull().default(false),
    /** Set when staff lock the account: no sign-in, live tokens refused. */
    lockedAt: timestamptz('locked_at'),
    /** Bearer tokens issued before this moment are refused (password changed or set). */
    tokensValidAfter: timestamptz('tokens_valid_after'),
    /**
     * The version a manager or admin views the app as, by its locale (ru, en, pl, rs); null: the
     * version of the address (docs/rules.md#version-switch). Ignored for every other user.
     */
    viewLocale: text('view_locale'),
    /** E-mail the user when an order of theirs changes status (docs/rules.md#mail-outbox); off: no such e-mail. */
    orderStatusEmails: boolean('order_status_emails').notNull().default(true),
    /**
     * Reorder reminders (docs/home.md#reminders): show on the home page the products an outlet of the
     * user's sells that have fewer than this many days of cover; null: off (opt-in).
     */
    reorderReminderDays: integer('reorder_reminder_days'),
    /** Also e-mail each such product once (re-armed when its cover is back to the threshold). */
    reorderReminderEmails: boolean('reorder_reminder_emails').notNull().default(false),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower').using('btree', sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').using('btree', sql`lower(${t.email})`),
    index('users_counterparty').on(t.counterpartyId),
  ],
);

/** Role groups: admin, manager, warehouse, dropshipping (docs/rules.md#spec-6). */
export const groups = pgTable('groups', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: ref('user_id', () => users.id),
    groupId: ref('group_id', () => groups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Fixed-window counters for rate limits (login failures, registration), shared by all processes. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Registration requests from visitors (docs/rules.md#registration-form), seen by staff in the
 * counterparty service's inbox: new → in_progress → approved | rejected (docs/rules.md#request-status).
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** 'registration' (the form) or 'price_request' (the request-prices lead modal). */
    kind: text('kind').notNull().default('registration'),
    comment: text('comment'),
    ip: text('ip'),
    /** Version the request came from: ru or en. */
    version: text('version').notNull().default('ru'),
    /** new, in_progress, approved or rejected. */
    status: text('status').notNull().default('new'),
    /** The staff's working note on the request. */
    staffComment: text('staff_comment'),
    rejectReason: text('reject_reason'),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamptz('handled_at'),
    /** The counterparty and user created by approving it. */
    counterpartyId: integer('counterparty_id').references(() => counterparties.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('registration_requests_status_created').on(t.status, t.createdAt)],
);

/**
 * One-time set-password links (docs/rules.md#password-link): only the SHA-256 of the random token is
 * kept; a link works once (`used_at`) and not after `expires_at`.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('password_links_user').on(t.userId)],
);

/** Throttles of sign-in attempts (lib/rate-limit.ts `reserve`): failures since `window_start`, the last at `last_at`. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamptz('window_start').notNull(),
  lastAt: timestamptz('last_at').notNull(),
});

/** Key-value settings the app creates for itself (e.g. the generated token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
