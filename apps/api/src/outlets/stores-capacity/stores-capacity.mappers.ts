import {
  type CapacityOutlet,
  type CapacityShelf,
  CURRENCIES,
  type Currency,
  categoryOccupancy,
  defaultCurrency,
  storeOccupancy,
  type Version,
} from '@kits/contract';
import type { OccupancyRow } from '../shelves';
import type { OutletRow } from './stores-capacity.repository';

const versionOf = (v: string): Version => (v === 'en' ? 'en' : 'ru');
const currencyOf = (c: string, version: Version): Currency =>
  (CURRENCIES as readonly string[]).includes(c) ? (c as Currency) : defaultCurrency(version);

/**
 * An outlet of the page: its shelves summed (capacity; units on them and on the way) and their
 * cost-weighted occupancy of docs/rules.md#occupancy without a basket (null without capacity).
 */
export function toCapacityOutlet(row: OutletRow, shelves: readonly OccupancyRow[]): CapacityOutlet {
  const version = versionOf(row.version);
  const sum = (pick: (s: OccupancyRow) => number) => shelves.reduce((acc, s) => acc + Number(pick(s)), 0);
  return {
    id: Number(row.id),
    name: row.name,
    city: row.city,
    version,
    currency: currencyOf(row.currency, version),
    owners: row.owners,
    shelves_count: shelves.length,
    capacity: sum((s) => s.capacity),
    units: sum((s) => s.count) + sum((s) => s.supplies),
    occupancy_percent: categoryOccupancy(shelves.map(toEntry)).overall.percent,
  };
}

const toEntry = (s: OccupancyRow) => ({
  ...s,
  count: Number(s.count),
  supplies: Number(s.supplies),
  cost: Number(s.cost),
});

/** A shelf with its category's name and its store-level occupancy of docs/rules.md#occupancy (no basket). */
export function toCapacityShelf(row: OccupancyRow, categoryName: string | undefined): CapacityShelf {
  const entry = toEntry(row);
  return {
    product_category_id: Number(row.product_category_id),
    category_name: categoryName ?? `#${row.product_category_id}`,
    size: row.size,
    is_premium: row.is_premium,
    capacity: Number(row.capacity),
    cost: Number(row.cost).toFixed(2),
    alias_name: row.alias_name,
    count: entry.count,
    supplies: entry.supplies,
    percent: storeOccupancy(entry).percent,
  };
}
