import {
  AUDIT_HISTORY_LIMIT,
  AUDIT_PER_PAGE,
  type AuditAuthor,
  type AuditEntity,
  type AuditEntry,
  type AuditPageResponse,
  type AuditQuery,
} from '@kits/contract';
import type { RequestContext } from '../context/request-context';
import type { Executor } from '../db/client';
import { toAuditEntry } from './audit.mappers';
import { countAudit, findAudit, findAuditAuthors, findAuditPage } from './audit.repository';

/**
 * Reading the audit log (docs/rules.md#audit). Who may read is the routes' guard: the whole log
 * is an admin's, one entity's history any staff member's (the card it belongs to).
 */

/**
 * GET /services/audit: page `query.page` of the log, AUDIT_PER_PAGE (50) a page, newest first,
 * filtered by author (`user_id`), entity (`entity`, `entity_id`) and inclusive days
 * `from`..`to`. `meta.last_page` ≥ 1; a page past it answers `data: []`.
 */
export async function listAudit(
  ctx: RequestContext,
  options: { db: Executor; query: AuditQuery },
): Promise<AuditPageResponse> {
  const { db, query } = options;
  const filter = {
    userId: query.user_id,
    entity: query.entity,
    entityId: query.entity_id,
    from: query.from,
    to: query.to,
  };
  const [total, rows] = await Promise.all([
    countAudit(db, filter),
    findAuditPage(db, {
      filter,
      limit: AUDIT_PER_PAGE,
      offset: (query.page - 1) * AUDIT_PER_PAGE,
      lang: ctx.lang,
    }),
  ]);
  return {
    data: rows.map(toAuditEntry),
    meta: {
      page: query.page,
      per_page: AUDIT_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
    },
  };
}

/**
 * GET /services/audit/{entity}/{entityId}: one entity's history (a card's history tab), newest
 * first, at most AUDIT_HISTORY_LIMIT (200) rows; an entity without rows (or unknown) has none.
 */
export async function listEntityAudit(
  ctx: RequestContext,
  options: { db: Executor; entity: AuditEntity; entityId: string },
): Promise<AuditEntry[]> {
  const { db, entity, entityId } = options;
  const rows = await findAudit(db, { entity, entityId, limit: AUDIT_HISTORY_LIMIT, lang: ctx.lang });
  return rows.map(toAuditEntry);
}

/** GET /services/audit/staff: every user who wrote audit rows (the audit page's filter), by login. */
export function listAuditAuthors(_ctx: RequestContext, options: { db: Executor }): Promise<AuditAuthor[]> {
  return findAuditAuthors(options.db);
}
