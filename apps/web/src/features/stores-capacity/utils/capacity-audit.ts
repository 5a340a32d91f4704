import { type ShelfSettings, storeOccupancyKey } from '@kits/contract';

export type ShelfFieldChange = {
  field: 'capacity' | 'cost' | 'alias_name';
  before: string | number | null;
  after: string | number | null;
};

/** One line of an outlet's change history. */
export type ShelfChange =
  | { kind: 'added'; shelf: ShelfSettings }
  | { kind: 'removed'; shelf: ShelfSettings }
  | { kind: 'changed'; shelf: ShelfSettings; fields: ShelfFieldChange[] };

const isShelf = (v: unknown): v is ShelfSettings =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ShelfSettings).product_category_id === 'number' &&
  typeof (v as ShelfSettings).is_premium === 'boolean';
const shelves = (v: unknown): ShelfSettings[] => (Array.isArray(v) ? v.filter(isShelf) : []);

/**
 * What an audit row's `changes.capacities` = [before, after] did, shelf by shelf (a shelf is its
 * category, size and premium flag): shelves added and changed in the order of the new list, then
 * the ones removed; unchanged shelves are left out. Anything else in `changes` gives no lines.
 */
export function capacityChanges(changes: Record<string, unknown> | null): ShelfChange[] {
  const pair = changes?.capacities;
  if (!Array.isArray(pair) || pair.length !== 2) return [];
  const before = new Map(shelves(pair[0]).map((s) => [storeOccupancyKey(s), s]));
  const lines: ShelfChange[] = [];
  for (const shelf of shelves(pair[1])) {
    const key = storeOccupancyKey(shelf);
    const old = before.get(key);
    before.delete(key);
    if (!old) {
      lines.push({ kind: 'added', shelf });
      continue;
    }
    const fields = (['capacity', 'cost', 'alias_name'] as const)
      .filter((field) => old[field] !== shelf[field])
      .map((field) => ({ field, before: old[field], after: shelf[field] }));
    if (fields.length > 0) lines.push({ kind: 'changed', shelf, fields });
  }
  for (const shelf of before.values()) lines.push({ kind: 'removed', shelf });
  return lines;
}
