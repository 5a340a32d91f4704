import { type OccupancyEntry, storeOccupancyKey } from '@kits/contract';
import type { OccupancyRow } from './shelves.repository';

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
