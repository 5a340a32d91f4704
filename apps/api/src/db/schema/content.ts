import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What's-new log records (spec §3 Update log record), texts in both languages. */
export const updateLogRecords = pgTable('update_log_records', {
  id: serial('id').primaryKey(),
  contentRu: text('content_ru').notNull(),
  contentEn: text('content_en').notNull(),
  isMajor: boolean('is_major').notNull().default(false),
  onlyFranchising: boolean('only_franchising').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audit of staff writes: who changed what (product service, media, prices). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId)],
);
