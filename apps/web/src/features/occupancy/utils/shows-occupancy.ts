import type { User } from '@kits/contract';

/**
 * The occupancy bar and the outlet-occupancy modal are for a user whose current store is a retail
 * outlet with capacities (docs/rules.md#modals, docs/rules.md#franchise "outlet occupancy", docs/rules.md#occupancy-bar): the
 * shelves are `User.store_occupancy`, empty for the main store and for outlets without capacities.
 */
export const showsOccupancy = (user: Pick<User, 'current_store' | 'store_occupancy'> | null): boolean =>
  !!user && user.current_store.is_retail && Object.keys(user.store_occupancy).length > 0;
