import { type SQL, sql } from 'drizzle-orm';

/**
 * The request's data revision (RequestContext.dataRevision, docs/rules.md#catalogue-answers) as one
 * text expression for the user `userId` (an SQL expression, e.g. a column): the shared catalogue's
 * revision (migration 0011), the revision of every viewer's part but the warehouse stock, and the
 * user's own basket, favourites and orders revision (migration 0013, 0 before their first change),
 * and the database's date (a page's period sales move with it), joined by dots.
 */
export const dataRevisionSql = (userId: SQL): SQL =>
  sql`concat_ws('.', (select revision from catalog_revision), (select revision from viewer_revision),
    coalesce((select revision from user_revisions ur where ur.user_id = ${userId}), 0), current_date)`;

/** The warehouse stock's revision (RequestContext.warehouseRevision, migration 0013) as text. */
export const warehouseRevisionSql: SQL = sql`(select warehouse from viewer_revision)::text`;
