import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, publicUuid, ref, stampedNow, timestamptz } from './columns';

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
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('users_username_lower').using('btree', sql`lower(${t.username})`),
    index('users_email_lower').using('btree', sql`lower(${t.email})`),
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

/** Registration requests from visitors (docs/rules.md#registration-form), seen by staff in the counterparty service. */
export const registrationRequests = pgTable('registration_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** 'registration' (the form) or 'price_request' (the request-prices lead modal). */
  kind: text('kind').notNull().default('registration'),
  comment: text('comment'),
  ip: text('ip'),
  status: text('status').notNull().default('new'),
  createdAt: stampedNow('created_at'),
});

/** Connected online-shop platform accounts (docs/rules.md#spec-3). */
export const shopifyAccounts = pgTable('shopify_accounts', {
  id: id(),
  userId: ref('user_id', () => users.id),
  shopDomain: text('shop_domain').notNull(),
  name: text('name').notNull(),
  createdAt: stampedNow('created_at'),
});

/** Key-value settings the app creates for itself (e.g. the generated token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
