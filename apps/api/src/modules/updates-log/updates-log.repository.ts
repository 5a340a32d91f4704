import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** An update_log_records row with the content in one language. */
export type UpdateLogRow = {
  id: number;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
  only_franchising: boolean;
};

/** How many retail outlets the user has (user_stores joined to retail stores). */
export async function countRetailOutlets(db: Executor, userId: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count
      from user_stores us join stores s on s.id = us.store_id
      where us.user_id = ${userId} and s.is_retail`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * Update log records, newest first, with the content in `lang`; `withFranchising` false leaves out
 * the only_franchising ones.
 */
export async function listRecords(
  db: Executor,
  options: { lang: 'ru' | 'en'; withFranchising: boolean },
): Promise<UpdateLogRow[]> {
  const content = options.lang === 'ru' ? sql`content_ru` : sql`content_en`;
  return queryRows<UpdateLogRow>(
    db,
    sql`select id, ${content} as content, created_at, updated_at, only_franchising
      from update_log_records
      where ${options.withFranchising} or not only_franchising
      order by created_at desc, id desc`,
  );
}

/** Records that the user hid the log now (users.update_log_hidden_at, docs/rules.md#update-log-flow). */
export async function markHidden(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update users set update_log_hidden_at = now() where id = ${userId}`);
}
