import type { User } from '@kits/contract';

/**
 * The auto order is made for the current store when it is a retail outlet other than the version's
 * main store (docs/rules.md#main-store-users: users in the main store see a selector and no auto order button; the server
 * answers 403 there).
 */
export const inOrderingOutlet = (user: Pick<User, 'current_store'> | null, mainStoreId: number): boolean =>
  !!user && user.current_store.is_retail && user.current_store.id !== mainStoreId;
