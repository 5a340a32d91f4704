import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { updateLogRecords } from '../../db/schema';

export type UpdateLogRecordRow = typeof updateLogRecords.$inferSelect;

/**
 * Inserts a what's-new record (docs/rules.md#update-log-record). Defaults: unique Russian and English
 * texts, not major, not franchising-only, created now.
 */
export async function createUpdateLogRecord(options: {
  db: Executor;
  contentRu?: string;
  contentEn?: string;
  isMajor?: boolean;
  onlyFranchising?: boolean;
  createdAt?: Date;
}): Promise<UpdateLogRecordRow> {
  const tag = randomBytes(3).toString('hex');
  const createdAt = options.createdAt ?? new Date();
  const [row] = await options.db
    .insert(updateLogRecords)
    .values({
      contentRu: options.contentRu ?? `Изменение ${tag}`,
      contentEn: options.contentEn ?? `Change ${tag}`,
      isMajor: options.isMajor ?? false,
      onlyFranchising: options.onlyFranchising ?? false,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
