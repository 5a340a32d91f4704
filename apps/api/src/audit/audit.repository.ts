import type { TextLanguage } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';

/**
 * The audit log of staff writes (docs/rules.md#audit; content.ts audit_log): who changed which
 * entity, how. `changes` of an update is `{ field: [before, after] }`.
 */
export async function insertAudit(
  db: Executor,
  row: { userId: number | null; entity: string; entityId: string | number; action: string; changes: object },
): Promise<void> {
  await db.execute(
    sql`insert into audit_log (user_id, entity, entity_id, action, changes)
        values (${row.userId}, ${row.entity}, ${String(row.entityId)}, ${row.action}, ${JSON.stringify(row.changes)}::jsonb)`,
  );
}

export type AuditRow = {
  id: number;
  user_id: number | null;
  username: string | null;
  entity: string;
  entity_id: string;
  entity_label: string | null;
  action: string;
  changes: Record<string, unknown> | null;
  created_at: Date | string;
};

/** `a.entity_id` as an int when it is one (else null, so the lookup finds nothing). */
const intId = sql`(case when a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end)`;
/** `a.entity_id` as a uuid when it is one. */
const uuidId = sql`(case when a.entity_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then a.entity_id::uuid end)`;

/**
 * A readable name of the row's entity while it exists (null otherwise): a product's code and
 * name in `lang`, a category's name in `lang`, a picture's product code and file name, an outlet's or counterparty's name,
 * a login, a request's name, an order's number, an import's file name, a what's-new record's
 * first 80 characters in `lang`, an integration key's name.
 */
function entityLabel(lang: TextLanguage): SQL {
  const productName = lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return sql`case a.entity
      when 'product' then (select p.code || ' ' || ${productName} from products p where p.id = ${intId})
      when 'category' then (select ${lang === 'en' ? sql`c.name_en` : sql`c.name_ru`} from categories c where c.id = ${intId})
      when 'media' then (select p.code || ' · ' || m.name from media m join products p on p.id = m.product_id
        where m.id = ${intId})
      when 'store' then (select s.name from stores s where s.id = ${intId})
      when 'counterparty' then (select c.legal_name from counterparties c where c.id = ${intId})
      when 'user' then (select u2.username from users u2 where u2.id = ${intId})
      when 'registration_request' then (select r.name from registration_requests r where r.id = ${intId})
      when 'order' then (select o.name from orders o where o.uuid = ${uuidId})
      when 'import' then (select j.file_name from import_jobs j where j.id = ${uuidId})
      when 'update_log_record' then (select left(${lang === 'en' ? sql`r.content_en` : sql`r.content_ru`}, 80)
        from update_log_records r where r.id = ${intId})
      when 'shopify_account' then (select s.shop_domain from shopify_accounts s where s.id = ${intId})
      when 'integration_key' then (select k.name from integration_keys k where k.id = ${intId})
    end`;
}

const AUDIT_COLUMNS = (lang: TextLanguage) =>
  sql`a.id, a.user_id, u.username, a.entity, a.entity_id, ${entityLabel(lang)} as entity_label, a.action,
    a.changes, a.created_at`;

/** One entity's audit rows, newest first, with the author's username; at most `limit`. */
export function findAudit(
  db: Executor,
  options: { entity: string; entityId: string | number; limit: number; lang?: TextLanguage },
) {
  return queryRows<AuditRow>(
    db,
    sql`select ${AUDIT_COLUMNS(options.lang ?? 'ru')}
        from audit_log a left join users u on u.id = a.user_id
        where a.entity = ${options.entity} and a.entity_id = ${String(options.entityId)}
        order by a.created_at desc, a.id desc limit ${options.limit}`,
  );
}

/**
 * Filters of the whole log: the author (`userId`), the entity (and one of its ids), inclusive
 * days `from`..`to` (YYYY-MM-DD, in the database's time zone).
 */
export type AuditFilter = { userId?: number; entity?: string; entityId?: string; from?: string; to?: string };

function whereOf(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.userId !== undefined) parts.push(sql`a.user_id = ${filter.userId}`);
  if (filter.entity !== undefined) parts.push(sql`a.entity = ${filter.entity}`);
  if (filter.entityId !== undefined) parts.push(sql`a.entity_id = ${filter.entityId}`);
  if (filter.from !== undefined) parts.push(sql`a.created_at >= ${filter.from}::date`);
  if (filter.to !== undefined) parts.push(sql`a.created_at < ${filter.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

/** How many audit rows match `filter`. */
export async function countAudit(db: Executor, filter: AuditFilter): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log a where ${whereOf(filter)}`,
  );
  return rows[0]!.n;
}

/**
 * `limit` audit rows matching `filter` from `offset`, newest first (indexes audit_log_created and
 * audit_log_user_created serve the order), with authors and entity labels.
 */
export function findAuditPage(
  db: Executor,
  options: { filter: AuditFilter; limit: number; offset: number; lang: TextLanguage },
): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    db,
    sql`select ${AUDIT_COLUMNS(options.lang)}
        from audit_log a left join users u on u.id = a.user_id
        where ${whereOf(options.filter)}
        order by a.created_at desc, a.id desc limit ${options.limit} offset ${options.offset}`,
  );
}

/** The users who wrote audit rows, by login (each user probes audit_log_user_created once). */
export function findAuditAuthors(db: Executor) {
  return queryRows<{ id: number; username: string; fullname: string }>(
    db,
    sql`select u.id, u.username, u.fullname from users u
        where exists (select 1 from audit_log a where a.user_id = u.id)
        order by lower(u.username)`,
  );
}
