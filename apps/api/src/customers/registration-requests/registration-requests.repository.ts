import type { RequestKind, RequestStatus } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A registration_requests row with the username of the staff member who handled it last. */
export type RequestRow = {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string;
  comment: string | null;
  version: string;
  status: string;
  staff_comment: string | null;
  reject_reason: string | null;
  handled_by: number | null;
  handled_by_username: string | null;
  handled_at: Date | string | null;
  counterparty_id: number | null;
  user_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The inbox filters: one status, kind or version, inclusive days `from`..`to`, text `q`. */
export type RequestFilter = {
  status?: RequestStatus;
  kind?: RequestKind;
  version?: 'ru' | 'en';
  from?: string;
  to?: string;
  q?: string;
};

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the inbox. `q` is looked for in the name, e-mail and phone (case-insensitive); a `q`
 * of at least three digits (spaces, +, -, brackets ignored) also matches the phone's digits, so
 * "8 (912) 555" finds "+7 912 555-00-11".
 */
function whereOf(filter: RequestFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`r.status = ${filter.status}`);
  if (filter.kind) parts.push(sql`r.kind = ${filter.kind}`);
  if (filter.version) parts.push(sql`r.version = ${filter.version}`);
  if (filter.from) parts.push(sql`r.created_at >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`r.created_at < ${filter.to}::date + 1`);
  if (filter.q) {
    const pattern = like(filter.q);
    const digits = /^[\d\s()+-]+$/.test(filter.q) ? filter.q.replace(/\D/g, '') : '';
    const byDigits =
      digits.length >= 3 ? sql` or regexp_replace(r.phone, '\\D', '', 'g') like ${`%${digits}%`}` : sql``;
    parts.push(
      sql`(lower(r.name) like ${pattern} or lower(r.email) like ${pattern} or lower(r.phone) like ${pattern}${byDigits})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const columns = sql`r.id, r.kind, r.name, r.email, r.phone, r.comment, r.version, r.status, r.staff_comment,
  r.reject_reason, r.handled_by, h.username as handled_by_username, r.handled_at, r.counterparty_id,
  r.user_id, r.created_at, r.updated_at`;

/** A page of requests, newest first (ties by id), with the total. */
export async function searchRequests(
  db: Executor,
  options: { filter: RequestFilter; limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = whereOf(options.filter);
  const [rows, [count]] = await Promise.all([
    queryRows<RequestRow>(
      db,
      sql`select ${columns} from registration_requests r left join users h on h.id = r.handled_by
          where ${where} order by r.created_at desc, r.id desc limit ${options.limit} offset ${options.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from registration_requests r where ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many requests are new (index registration_requests_status_created). */
export async function countNew(db: Executor): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from registration_requests where status = 'new'`,
  );
  return row?.total ?? 0;
}

/** One request; `lock` takes its row lock (FOR UPDATE) for a write in the caller's transaction. */
export async function findRequest(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<RequestRow | undefined> {
  if (options.lock)
    await db.execute(sql`select id from registration_requests where id = ${options.id} for update`);
  const [row] = await queryRows<RequestRow>(
    db,
    sql`select ${columns} from registration_requests r left join users h on h.id = r.handled_by
        where r.id = ${options.id}`,
  );
  return row;
}

/** What a staff write sets on a request; `handled_by`/`handled_at` (now) and `updated_at` always. */
export type RequestWrite = {
  status: RequestStatus;
  handledBy: number;
  staffComment?: string | null;
  rejectReason?: string;
  counterpartyId?: number;
  userId?: number;
};

/** Writes a staff move on request `id` (columns left out of `write` stay as they are). */
export async function updateRequest(db: Executor, id: number, write: RequestWrite): Promise<void> {
  const sets: SQL[] = [
    sql`status = ${write.status}`,
    sql`handled_by = ${write.handledBy}`,
    sql`handled_at = now()`,
    sql`updated_at = now()`,
  ];
  if (write.staffComment !== undefined) sets.push(sql`staff_comment = ${write.staffComment}`);
  if (write.rejectReason !== undefined) sets.push(sql`reject_reason = ${write.rejectReason}`);
  if (write.counterpartyId !== undefined) sets.push(sql`counterparty_id = ${write.counterpartyId}`);
  if (write.userId !== undefined) sets.push(sql`user_id = ${write.userId}`);
  await db.execute(sql`update registration_requests set ${sql.join(sets, sql`, `)} where id = ${id}`);
}
