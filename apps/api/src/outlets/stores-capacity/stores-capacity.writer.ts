import type { Executor } from '../../db/client';
import { upsertShelves } from './stores-capacity.repository';

/**
 * One shelf as a feed sets it (docs/feeds.md#kinds-and-their-columns): the outlet's shelf of a category,
 * size (null: every size) and premium flag, with its capacity (places) and cost of a place
 * (decimal string).
 */
export type ShelfSetting = {
  storeId: number;
  productCategoryId: number;
  size: string | null;
  isPremium: boolean;
  capacity: number;
  cost: string;
};

/**
 * The stores-capacity writer for feeds (docs/rules.md#occupancy-entry): sets the capacity and cost
 * of each row's shelf, adding the shelf when the outlet has none of that category, size and premium
 * flag; the outlets' other shelves, and a shelf's alias and category type, stay. Idempotent: a shelf
 * already holding the values is not written. Runs in the caller's transaction; takes the outlets'
 * row locks in id order first (as PUT /services/outlets/{id}/capacities takes its outlet's), so it
 * never interleaves with a staff edit of the same outlet. The caller checks that the outlets and
 * categories exist and that each (outlet, category, size, premium) comes once.
 * @returns `written`: shelves added or changed.
 */
export async function setShelves(
  db: Executor,
  options: { rows: readonly ShelfSetting[] },
): Promise<{ written: number }> {
  if (options.rows.length === 0) return { written: 0 };
  return { written: await upsertShelves(db, options.rows) };
}
