import type { CapacityOutlet, CapacityShelf } from '@kits/contract';

/** A retail outlet as GET /services/outlets lists it, overridable per test. */
export function makeOutlet(overrides: Partial<CapacityOutlet> = {}): CapacityOutlet {
  return {
    id: 12,
    name: 'Хобби на Ленина',
    city: 'Казань',
    version: 'ru',
    currency: 'RUB',
    owners: ['kazan_owner'],
    shelves_count: 2,
    capacity: 60,
    units: 33,
    occupancy_percent: 55,
    ...overrides,
  };
}

/** One shelf of an outlet, overridable per test. */
export function makeShelf(overrides: Partial<CapacityShelf> = {}): CapacityShelf {
  return {
    product_category_id: 3,
    category_name: 'Картины по номерам',
    size: '40x50',
    is_premium: false,
    capacity: 40,
    cost: '350.00',
    alias_name: null,
    count: 18,
    supplies: 4,
    percent: 55,
    ...overrides,
  };
}

/** The two shelves of `makeOutlet()`: paintings 40x50 and premium mosaics of every size. */
export const twoShelves = (): CapacityShelf[] => [
  makeShelf(),
  makeShelf({
    product_category_id: 4,
    category_name: 'Алмазная мозаика',
    size: null,
    is_premium: true,
    capacity: 20,
    cost: '500.00',
    alias_name: 'Мозаика премиум',
    count: 9,
    supplies: 2,
    percent: 55,
  }),
];
