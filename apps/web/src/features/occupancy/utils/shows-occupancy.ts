import type { User } from '@kits/contract';

/**
 * The occupancy bar and the outlet-occupancy modal are for a user whose current store is a retail
 * outlet with capacities (spec §2 Modals, §6 franchise "outlet occupancy", §9 table bar): the
 * shelves are `User.store_occupancy`, empty for the main store and for outlets without capacities.
 */
export const showsOccupancy = (user: Pick<User, 'current_store' | 'store_occupancy'> | null): boolean =>
  !!user && user.current_store.is_retail && Object.keys(user.store_occupancy).length > 0;
