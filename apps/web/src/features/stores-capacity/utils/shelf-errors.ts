import { OutletCapacitiesPut } from '@kits/contract';
import { mapFieldErrors, schemaErrors } from '@/lib/field-errors';

/** The fields of a shelf as the contract names them (`CapacityShelfInput`). */
export const SHELF_FIELDS = [
  'product_category_id',
  'size',
  'is_premium',
  'capacity',
  'cost',
  'alias_name',
] as const;
export type ShelfField = (typeof SHELF_FIELDS)[number];

/** Errors of one row: by field, and `row` for the shelf as a whole (a repeated category/size/premium). */
export type RowErrors = Partial<Record<ShelfField | 'row', string[]>>;

/** The editor's errors: by row index (the index in the PUT body), and `list` for the list itself. */
export type ShelfErrors = { rows: Record<number, RowErrors>; list: string[] };

export const noShelfErrors = (): ShelfErrors => ({ rows: {}, list: [] });

export const hasShelfErrors = (errors: ShelfErrors) =>
  errors.list.length > 0 || Object.keys(errors.rows).length > 0;

/**
 * Where an error key belongs: `shelves.3.capacity` → row 3, field capacity; `shelves.2` (or an
 * unknown field under it) → row 2 as a whole; anything else (`shelves`, '') → the list.
 */
export function errorTarget(key: string): { row: number; field: ShelfField | 'row' } | null {
  const [head, index, field] = key.split('.');
  if (head !== 'shelves' || index === undefined || !/^\d+$/.test(index)) return null;
  const known = SHELF_FIELDS.find((f) => f === field);
  return { row: Number(index), field: known ?? 'row' };
}

/** Field errors keyed like the server's (`ApiError.body.errors`), placed by row. */
export function shelfErrorsFrom(errors: Readonly<Record<string, readonly string[]>>): ShelfErrors {
  const out = noShelfErrors();
  for (const [key, messages] of Object.entries(mapFieldErrors(errors))) {
    const target = errorTarget(key);
    if (!target) {
      out.list.push(...messages);
      continue;
    }
    const row = out.rows[target.row] ?? {};
    row[target.field] = [...(row[target.field] ?? []), ...messages];
    out.rows[target.row] = row;
  }
  return out;
}

/**
 * Checks the PUT body with the contract's own schema (the server checks the same) before it is
 * sent; answers the failing rows and fields, or no errors when the body is valid.
 */
export function validateCapacitiesPut(body: unknown): ShelfErrors {
  const result = OutletCapacitiesPut.safeParse(body);
  return result.success ? noShelfErrors() : shelfErrorsFrom(schemaErrors(result.error.issues));
}

/** The localized hint of a field, shown instead of the schema's English message. */
export type ErrorHint = 'category' | 'size' | 'capacity' | 'cost' | 'alias' | 'duplicate' | 'other';

const HINTS: Record<ShelfField | 'row', ErrorHint> = {
  product_category_id: 'category',
  size: 'size',
  is_premium: 'other',
  capacity: 'capacity',
  cost: 'cost',
  alias_name: 'alias',
  row: 'duplicate',
};

export const errorHint = (field: ShelfField | 'row'): ErrorHint => HINTS[field];
