import { type SQL, sql } from 'drizzle-orm';

/**
 * The revisions a kept catalogue answer is checked against (docs/rules.md#catalogue-answers), as
 * text columns for the auth statement, `userId` an SQL expression (e.g. a column):
 * - `data_revision`: the shared catalogue's revision (migration 0011), the revision of every
 *   viewer's tables but the warehouse stock and the user's own (migration 0013), and the database's
 *   date (a page's period sales move with it), joined by dots;
 * - `user_revision`: the user's basket, favourites and orders (0 before their first change);
 * - `warehouse_revision`: the warehouse stock of both versions.
 */
export const revisionColumnsSql = (userId: SQL): SQL =>
  sql`concat_ws('.', (select revision from catalog_revision), (select revision from viewer_revision), current_date) as data_revision,
    coalesce((select revision from user_revisions ur where ur.user_id = ${userId}), 0)::text as user_revision,
    (select warehouse from viewer_revision)::text as warehouse_revision`;
