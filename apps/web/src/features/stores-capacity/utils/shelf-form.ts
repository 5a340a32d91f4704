import { type CapacityShelf, type CapacityShelfInput, storeOccupancyKey } from '@kits/contract';

/**
 * One row of the shelves editor (docs/rules.md#occupancy-entry), as typed: text, so a half-typed number
 * is never lost. `original` is the shelf as loaded (null for a row added on the page); `id` is the
 * row's React key, stable while rows are added and removed.
 */
export type ShelfRow = {
  id: string;
  category_id: string;
  size: string;
  is_premium: boolean;
  capacity: string;
  cost: string;
  alias_name: string;
  original: CapacityShelf | null;
};

/** The editable values of a row (what a change is made of). */
export type ShelfValues = Omit<ShelfRow, 'id' | 'original'>;

let nextRowId = 0;
const rowId = () => `shelf-${++nextRowId}`;

/** The loaded shelves as editor rows, in the server's order (category, size, premium). */
export function toShelfRows(shelves: readonly CapacityShelf[]): ShelfRow[] {
  return shelves.map((s) => ({
    id: rowId(),
    category_id: String(s.product_category_id),
    size: s.size ?? '',
    is_premium: s.is_premium,
    capacity: String(s.capacity),
    cost: s.cost,
    alias_name: s.alias_name ?? '',
    original: s,
  }));
}

/** A new, empty row: no category chosen yet, every size, standard. */
export function newShelfRow(): ShelfRow {
  return {
    id: rowId(),
    category_id: '',
    size: '',
    is_premium: false,
    capacity: '',
    cost: '',
    alias_name: '',
    original: null,
  };
}

/** A whole number as typed, or NaN (so validation names the field). */
function toInteger(text: string): number {
  const t = text.trim();
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** "12,5" → "12.5": staff type decimals with a comma in Russian. */
const decimal = (text: string) => text.trim().replace(',', '.');

/** A row as the PUT sends it: trimmed texts, '' → null, numbers parsed (NaN when not a number). */
export function toShelfInput(row: ShelfValues): CapacityShelfInput {
  return {
    product_category_id: toInteger(row.category_id),
    size: row.size.trim() || null,
    is_premium: row.is_premium,
    capacity: toInteger(row.capacity),
    cost: decimal(row.cost),
    alias_name: row.alias_name.trim() || null,
  };
}

/**
 * The PUT /services/outlets/{id}/capacities body: every row, in the editor's order, so a server
 * error at `shelves.N` belongs to row N.
 */
export const buildCapacitiesPut = (rows: readonly ShelfValues[]) => ({ shelves: rows.map(toShelfInput) });

/** A shelf input as one comparable string; the cost compared as an amount ("5" = "5.00"). */
function signature(shelf: CapacityShelfInput): string {
  const cost = String(shelf.cost);
  const amount = /^\d+(\.\d+)?$/.test(cost) ? Number(cost).toFixed(2) : cost;
  return [storeOccupancyKey(shelf), shelf.capacity, amount, shelf.alias_name ?? ''].join('|');
}

const shelfInput = (s: CapacityShelf): CapacityShelfInput => ({
  product_category_id: s.product_category_id,
  size: s.size,
  is_premium: s.is_premium,
  capacity: s.capacity,
  cost: s.cost,
  alias_name: s.alias_name,
});

/**
 * Whether the rows say the same as the loaded shelves: the same shelves with the same capacity,
 * cost and alias, in any order (the server keeps them sorted and writes nothing for an equal list).
 */
export function sameShelves(rows: readonly ShelfValues[], shelves: readonly CapacityShelf[]): boolean {
  if (rows.length !== shelves.length) return false;
  const typed = rows.map((r) => signature(toShelfInput(r))).sort();
  const loaded = shelves.map((s) => signature(shelfInput(s))).sort();
  return typed.every((s, i) => s === loaded[i]);
}

/** The row still names its loaded shelf (category, size, premium): its units on the shelf and on the way hold. */
export function keepsShelf(row: ShelfRow): boolean {
  return row.original !== null && storeOccupancyKey(toShelfInput(row)) === storeOccupancyKey(row.original);
}

/** The row is its loaded shelf unchanged: its occupancy percent holds. */
export function isUnchangedRow(row: ShelfRow): boolean {
  return row.original !== null && sameShelves([row], [row.original]);
}
