import type { UpdateLogRecord } from '@kits/contract';
import type { UpdateLogRow } from './updates-log.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row as the wire's UpdateLogRecord (docs/rules.md#spec-3): timestamps as ISO 8601. */
export const toUpdateLogRecord = (row: UpdateLogRow): UpdateLogRecord => ({
  id: row.id,
  content: row.content,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  only_franchising: row.only_franchising,
});
