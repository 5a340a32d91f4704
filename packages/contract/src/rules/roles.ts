/** Role predicates of docs/rules.md#roles. `groups` is the user's list of group names (the auth scope key). */
type WithGroups = { groups: readonly string[] } | null | undefined;

const has = (u: WithGroups, ...names: string[]) => !!u && u.groups.some((g) => names.includes(g));

/** Admin: groups contain admin. */
export const isAdmin = (u: WithGroups) => has(u, 'admin');
/** Manager: manager or admin (staff guard, services, image administration, version switch). */
export const isManager = (u: WithGroups) => has(u, 'manager', 'admin');
/** Warehouse-level: warehouse, dropshipping, manager or admin (basket, orders, export, ordering). */
export const isWarehouseLevel = (u: WithGroups) => has(u, 'warehouse', 'dropshipping', 'manager', 'admin');
/** Customers who may order (docs/rules.md#who-may-order). */
export const mayOrder = isWarehouseLevel;
/** Franchise user: more than one retail outlet (docs/rules.md#spec-6). */
export const isFranchise = (outletCount: number) => outletCount > 1;
