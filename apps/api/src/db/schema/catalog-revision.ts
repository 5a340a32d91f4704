import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/*
 * The catalogue's shared-data revision (docs/rules.md#catalogue-read-path, decision 0027): one row,
 * bumped in the writer's transaction by the statement triggers of migration 0011 on every table the
 * per-process catalogue snapshot is built from. A process whose snapshot is older than the
 * committed revision rebuilds it before answering, so no process trusts timing or a message.
 */

/**
 * The one row (`one` is always true) holding the revision counter (`revision`: unique, compared for
 * equality), the change counter (`seq`: +1 per recorded change under the row's lock, so its order is
 * the commit order) and `pruned_to`, the last `seq` whose changes may be gone from `catalog_changes`
 * (migration 0036, docs/rules.md#snapshot-patch).
 */
export const catalogRevision = pgTable(
  'catalog_revision',
  {
    one: boolean('one').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prunedTo: bigint('pruned_to', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_revision_one_row', sql`${t.one}`)],
);

/**
 * Which products each change of the shared catalogue touched (docs/rules.md#snapshot-patch): rows
 * written by the triggers of migration 0036 with the change's `seq`; `product_id` null means "too
 * many or not per product — rebuild everything". Kept an hour (`pruneCatalogChanges`).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    seq: bigint('seq', { mode: 'number' }).notNull(),
    productId: integer('product_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_seq').on(t.seq)],
);

/*
 * What the catalogue shows one viewer beyond the shared data (docs/rules.md#catalogue-answers,
 * decision 0033): a revision per outlet of its own rows (stock and supplies, sales, shelves,
 * recommendations: migration 0036), one of the tables every viewer may read (stores and who has
 * them), one of the warehouse stock, and one per user for that user's basket, favourites and
 * orders. Bumped at commit by the deferred triggers of migrations 0013 and 0035, read with the
 * user by the auth statement; a cached catalogue answer is reused only while all of them are unchanged.
 */

/**
 * The one row holding the revision of the viewer's tables that are not one store's (stores and
 * user_stores), and the warehouse stock's own (`warehouse`): a page shows the warehouse stock read
 * live, so only pages chosen or sorted by it depend on that revision.
 */
export const viewerRevision = pgTable(
  'viewer_revision',
  {
    one: boolean('one').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    warehouse: bigint('warehouse', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('viewer_revision_one_row', sql`${t.one}`)],
);

/** A user's basket, favourites and orders revision; no row until they first change (read as 0). No foreign key: a row outliving its user is harmless and a cascade must not fail on it. */
export const userRevisions = pgTable('user_revisions', {
  userId: integer('user_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

/**
 * One store's revision (migration 0036): moves at the commit of a write to the store's rows of
 * stock (an outlet's; the main stores' stock moves `viewer_revision.warehouse`), sales_daily,
 * capacities, shelf_stock, shelf_stock_dirty and smart_recommendations. No row until the first
 * such write (read as 0); no foreign key, as user_revisions.
 */
export const storeRevisions = pgTable('store_revisions', {
  storeId: integer('store_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
