import { cleanStoreName, type OccupancyEntry, type Store, storeOccupancyKey } from '@kits/contract';
import type { OccupancyRow, OutletRankings, StoreTotalsRow } from './stores.repository';

/**
 * Store of docs/rules.md#spec-3 from its row and the ranking: the name cleaned of markup, and for a retail
 * outlet `{ number, outlets_count }` (number null when not ranked); null ranking otherwise.
 */
export function toStore(row: StoreTotalsRow, rankings: OutletRankings): Store {
  return {
    id: row.id,
    name: cleanStoreName(row.name),
    is_retail: row.is_retail,
    city: row.city,
    quantity: Number(row.quantity),
    supplies: Number(row.supplies),
    ranking: row.is_retail
      ? { number: rankings.places.get(row.id) ?? null, outlets_count: rankings.outletsCount }
      : null,
  };
}

/** Occupancy entry of docs/rules.md#occupancy-entry from its row (`cost` as a number). */
export function toOccupancyEntry(row: OccupancyRow): OccupancyEntry {
  return {
    product_category_id: row.product_category_id,
    size: row.size,
    is_premium: row.is_premium,
    capacity: row.capacity,
    count: Number(row.count),
    supplies: Number(row.supplies),
    cost: Number(row.cost),
    alias_name: row.alias_name,
    category_type_id: row.category_type_id,
  };
}

/** `User.store_occupancy` (docs/rules.md#spec-3): entries keyed by `storeOccupancyKey`. */
export function toOccupancyMap(rows: readonly OccupancyRow[]): Record<string, OccupancyEntry> {
  const map: Record<string, OccupancyEntry> = {};
  for (const row of rows) {
    const entry = toOccupancyEntry(row);
    map[storeOccupancyKey(entry)] = entry;
  }
  return map;
}
