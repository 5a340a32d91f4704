import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, stampedNow } from './columns';

/** What's-new log records (docs/rules.md#update-log-record), texts in both languages. */
export const updateLogRecords = pgTable('update_log_records', {
  id: id(),
  contentRu: text('content_ru').notNull(),
  contentEn: text('content_en').notNull(),
  isMajor: boolean('is_major').notNull().default(false),
  onlyFranchising: boolean('only_franchising').notNull().default(false),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

/**
 * The one audit log of staff writes (docs/rules.md#audit): who, when, which entity, what action;
 * `changes` of an update is `{ field: [before, after] }`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_created').on(t.createdAt),
    index('audit_log_user_created').on(t.userId, t.createdAt),
  ],
);
