import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/*
 * The catalogue's shared-data revision (docs/rules.md#catalogue-read-path, decision 0027): one row,
 * bumped in the writer's transaction by the statement triggers of migration 0011 on every table the
 * per-process catalogue snapshot is built from. A process whose snapshot is older than the
 * committed revision rebuilds it before answering, so no process trusts timing or a message.
 */

/** The one row (`one` is always true) holding the revision counter. */
export const catalogRevision = pgTable(
  'catalog_revision',
  {
    one: boolean('one').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_revision_one_row', sql`${t.one}`)],
);
