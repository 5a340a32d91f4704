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

/** An update_log_records row with both languages, as staff see it (docs/rules.md#update-log-publishing). */
export type UpdateLogAdminRow = {
  id: number;
  content_ru: string;
  content_en: string;
  is_major: boolean;
  only_franchising: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns of a record staff may write. */
export type UpdateLogWrite = Pick<
  UpdateLogAdminRow,
  'content_ru' | 'content_en' | 'is_major' | 'only_franchising'
>;
export const UPDATE_LOG_WRITABLE = ['content_ru', 'content_en', 'is_major', 'only_franchising'] as const;

const ADMIN_COLUMNS = sql`id, content_ru, content_en, is_major, only_franchising, created_at, updated_at`;

/** Every record with both languages, franchise-only ones included, newest first. */
export async function listAdminRecords(db: Executor): Promise<UpdateLogAdminRow[]> {
  return queryRows<UpdateLogAdminRow>(
    db,
    sql`select ${ADMIN_COLUMNS} from update_log_records order by created_at desc, id desc`,
  );
}

/** One record (locked for update when `lock`), undefined when there is none. */
export async function findAdminRecord(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<UpdateLogAdminRow | undefined> {
  const rows = await queryRows<UpdateLogAdminRow>(
    db,
    sql`select ${ADMIN_COLUMNS} from update_log_records where id = ${options.id}
      ${options.lock ? sql`for update` : sql``}`,
  );
  return rows[0];
}

/**
 * The record saying exactly `values`' two texts (surrounding blanks aside), undefined when none; it
 * first takes the publishing lock, so two identical posts at once cannot both miss each other.
 */
export async function findSameRecord(
  db: Executor,
  values: UpdateLogWrite,
): Promise<UpdateLogAdminRow | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('updates-log:publish'))`);
  const rows = await queryRows<UpdateLogAdminRow>(
    db,
    sql`select ${ADMIN_COLUMNS} from update_log_records
      where btrim(content_ru) = btrim(${values.content_ru}) and btrim(content_en) = btrim(${values.content_en})
      order by created_at desc limit 1`,
  );
  return rows[0];
}

/** Inserts a record created and updated now; answers it. */
export async function insertRecord(db: Executor, values: UpdateLogWrite): Promise<UpdateLogAdminRow> {
  const rows = await queryRows<UpdateLogAdminRow>(
    db,
    sql`insert into update_log_records (content_ru, content_en, is_major, only_franchising, created_at, updated_at)
      values (${values.content_ru}, ${values.content_en}, ${values.is_major}, ${values.only_franchising}, now(), now())
      returning ${ADMIN_COLUMNS}`,
  );
  return rows[0]!;
}

/** Writes every column of record `id` and sets updated_at now; answers the row. */
export async function updateRecord(
  db: Executor,
  options: { id: number; values: UpdateLogWrite },
): Promise<UpdateLogAdminRow> {
  const { id, values } = options;
  const rows = await queryRows<UpdateLogAdminRow>(
    db,
    sql`update update_log_records set content_ru = ${values.content_ru}, content_en = ${values.content_en},
        is_major = ${values.is_major}, only_franchising = ${values.only_franchising}, updated_at = now()
      where id = ${id} returning ${ADMIN_COLUMNS}`,
  );
  return rows[0]!;
}

/** Deletes record `id`; true when there was one. */
export async function deleteRecord(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from update_log_records where id = ${id} returning id`,
  );
  return rows.length > 0;
}
