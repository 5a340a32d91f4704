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

/** Audit of staff writes: who changed what (product service, media, prices). */
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
  (t) => [index('audit_log_entity').on(t.entity, t.entityId)],
);
