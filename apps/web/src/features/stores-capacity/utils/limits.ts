import { MAX_SHELF_ALIAS, MAX_SHELF_CAPACITY, MAX_SHELF_SIZE, MAX_SHELVES } from '@kits/contract';

/**
 * The limits of a shelf as the contract's `CapacityShelfInput` sets them (docs/rules.md#occupancy-entry),
 * for the inputs' `maxLength` and the localized error hints.
 */
export const SHELF_LIMITS = {
  size: MAX_SHELF_SIZE,
  alias: MAX_SHELF_ALIAS,
  capacity: MAX_SHELF_CAPACITY,
  shelves: MAX_SHELVES,
} as const;
