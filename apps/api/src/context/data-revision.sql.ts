import { MAIN_STORE_ID } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The revisions a kept catalogue answer is checked against (docs/rules.md#catalogue-answers), as
 * text columns for the auth statement, `userId` and `currentStoreId` SQL expressions (e.g. the
 * user row's columns):
 * - `data_revision`: the shared catalogue's revision (migration 0011), the viewer revision of the
 *   tables every viewer may read (stores and user_stores, migration 0013), the database's date (a
 *   page's period sales move with it) and the sum of the revisions of every store the user can be
 *   shown (migration 0036) — their own stores of either version, the current store and both main
 *   stores (the store of a request without a current store of its version) — joined by dots. A
 *   store's revision only rises, so the sum moves whenever one of those stores' rows changes, and
 *   a write at an outlet the user does not see leaves it as it was;
 * - `user_revision`: the user's basket, favourites and orders (0 before their first change);
 * - `warehouse_revision`: the warehouse stock of both versions.
 */
export const revisionColumnsSql = (options: { userId: SQL; currentStoreId: SQL }): SQL => {
  const { userId, currentStoreId } = options;
  const mainStores = sql.raw(`${MAIN_STORE_ID.ru}, ${MAIN_STORE_ID.en}`);
  return sql`concat_ws('.', (select revision from catalog_revision), (select revision from viewer_revision), current_date,
      (select coalesce(sum(sr.revision), 0) from store_revisions sr
        where sr.store_id = any(array(select us.store_id from user_stores us where us.user_id = ${userId})
          || array[${currentStoreId}, ${mainStores}]))) as data_revision,
    coalesce((select revision from user_revisions ur where ur.user_id = ${userId}), 0)::text as user_revision,
    (select warehouse from viewer_revision)::text as warehouse_revision`;
};
