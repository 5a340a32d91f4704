import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';

/** How long the catalogue's change records are kept: a process whose snapshot is older reads it whole. */
export const CATALOG_CHANGES_KEPT_MS = 60 * 60 * 1000;

/**
 * Deletes the catalogue's change records (`catalog_changes`, docs/rules.md#snapshot-patch) older
 * than CATALOG_CHANGES_KEPT_MS, first moving `catalog_revision.pruned_to` past them in the same
 * statement, so no process patches its snapshot across a gap. Answers how many rows it deleted.
 */
export async function pruneCatalogChanges(db: Executor): Promise<number> {
  const rows = await queryRows<{ seq: number }>(
    db,
    sql`
    with cut as (
      select max(seq) as seq from catalog_changes
      where at < now() - make_interval(secs => ${CATALOG_CHANGES_KEPT_MS / 1000})
    ),
    moved as (
      update catalog_revision set pruned_to = cut.seq from cut
      where cut.seq is not null and cut.seq > catalog_revision.pruned_to returning catalog_revision.pruned_to
    )
    delete from catalog_changes where seq <= (select pruned_to from moved) returning seq`,
  );
  return rows.length;
}
