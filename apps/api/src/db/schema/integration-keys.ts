import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, stampedNow, timestamptz } from './columns';
import { users } from './users';

/**
 * Integration keys (docs/rules.md#integration-keys): an admin issues one per other system (1C, a
 * till, an ERP) for the machine API under /api/v0/integration. The secret (`kits_` + 43 base64url
 * characters of 32 random bytes) is shown once; only `secret_hash`, its SHA-256 in hex, is kept.
 * `prefix` is the secret's first 13 characters (`kits_` + 8): the lookup key and what the admin
 * page shows. `scopes` are INTEGRATION_SCOPES of the contract. A key is revoked, never deleted, so
 * the audit log and the orders' status history keep naming it.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow('created_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('integration_keys_prefix').on(t.prefix),
    index('integration_keys_created').on(t.createdAt),
  ],
);
