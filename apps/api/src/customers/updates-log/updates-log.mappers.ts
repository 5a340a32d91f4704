import type { UpdateLogAdminRecord, UpdateLogRecord } from '@kits/contract';
import type { UpdateLogAdminRow, UpdateLogRow } from './updates-log.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row as the wire's UpdateLogRecord (docs/rules.md#spec-3): timestamps as ISO 8601. */
export const toUpdateLogRecord = (row: UpdateLogRow): UpdateLogRecord => ({
  id: row.id,
  content: row.content,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  only_franchising: row.only_franchising,
});

/** A row as the wire's UpdateLogAdminRecord (docs/rules.md#update-log-publishing). */
export const toUpdateLogAdminRecord = (row: UpdateLogAdminRow): UpdateLogAdminRecord => ({
  id: row.id,
  content_ru: row.content_ru,
  content_en: row.content_en,
  is_major: row.is_major,
  only_franchising: row.only_franchising,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
