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

/**
 * Locks product `id` for an edit (`for update`), after the catalogue's change counter
 * (`catalog_revision`'s row, docs/rules.md#snapshot-patch): the row every change of the shared
 * catalogue locks at its first statement and holds to its commit. Taking that one first keeps the
 * one lock order of all catalogue writers — a writer holding the counter that then checks a foreign
 * key to this product (the recommendations job inserting network-wide rows) would otherwise wait
 * for this edit while the edit's own change waits for the counter: a deadlock. Answers false when
 * the product does not exist.
 */
export async function lockProductForEdit(tx: Executor, id: number): Promise<boolean> {
  await tx.execute(sql`select 1 from catalog_revision for update`);
  const rows = await queryRows<{ id: number }>(tx, sql`select id from products where id = ${id} for update`);
  return rows.length > 0;
}
