import { MAIN_STORE_ID } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The revisions a kept catalogue answer is checked against (docs/rules.md#catalogue-answers), as
 * text columns for the auth statement, `userId` and `currentStoreId` SQL expressions (e.g. the
 * user row's columns):
 * - `data_revision`: the shared catalogue's revision (migration 0011), the viewer revision of the
 *   tables every viewer may read (stores and user_stores, migration 0013), the database's date (a
 *   page's period sales move with it) and the revision of every store the user can be shown
 *   (migration 0036) — their own stores of either version, the current store and both main stores
 *   (the store of a request without a current store of its version) — as `store:revision` by store
 *   id joined by commas (0 for a store never written), these four joined by dots. A store's
 *   revision only rises, so the text moves whenever one of those stores' rows changes, a write at
 *   an outlet the user does not see leaves it as it was, and the viewer data kept per store is
 *   checked store by store (catalogue/catalog/request-revisions.ts, docs/rules.md#viewer-data);
 * - `user_revision`: the user's basket, favourites and orders (0 before their first change);
 * - `warehouse_revision`: the warehouse stock of both versions.
 */
export const revisionColumnsSql = (options: { userId: SQL; currentStoreId: SQL }): SQL => {
  const { userId, currentStoreId } = options;
  const mainStores = sql.raw(`${MAIN_STORE_ID.ru}, ${MAIN_STORE_ID.en}`);
  return sql`concat_ws('.', (select revision from catalog_revision), (select revision from viewer_revision), current_date,
      (select coalesce(string_agg(s.id || ':' || coalesce(sr.revision, 0), ',' order by s.id), '')
        from (select distinct u.id from unnest(array(select us.store_id from user_stores us where us.user_id = ${userId})
          || array[${currentStoreId}, ${mainStores}]) u(id) where u.id is not null) s
        left join store_revisions sr on sr.store_id = s.id)) as data_revision,
    coalesce((select revision from user_revisions ur where ur.user_id = ${userId}), 0)::text as user_revision,
    (select warehouse from viewer_revision)::text as warehouse_revision`;
};
