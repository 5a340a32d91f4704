import type { RoleName } from '../constants';

/**
 * Role grants (docs/rules.md#role-grants): who may give or take away which groups. A manager may
 * give a user warehouse and dropshipping (or none); only an admin may grant or take away manager
 * or admin, so a manager cannot raise anyone, themself included. Staff accounts (manager, admin)
 * are edited, locked and sent set-password links by admins only — else a manager could take over
 * an admin's account through a link.
 */
type WithGroups = { groups: readonly string[] } | null | undefined;

/** The groups only an admin may grant or take away. */
export const STAFF_GROUPS: readonly RoleName[] = ['manager', 'admin'];
/** The groups a manager may grant or take away. */
export const CUSTOMER_GROUPS: readonly RoleName[] = ['warehouse', 'dropshipping'];

const isAdminActor = (actor: WithGroups) => !!actor?.groups.includes('admin');
const isManagerActor = (actor: WithGroups) => isAdminActor(actor) || !!actor?.groups.includes('manager');

/**
 * The groups of a change `before` → `after` that `actor` may not make: those added or taken away
 * that are not theirs to touch (an admin: none; a manager: manager and admin; anyone else: every
 * change). Empty when the change is allowed; a group kept as it was is never refused.
 */
export function forbiddenGrants(
  actor: WithGroups,
  change: { before: readonly string[]; after: readonly string[] },
): string[] {
  const before = new Set(change.before);
  const after = new Set(change.after);
  const changed = [...new Set([...before, ...after])].filter((g) => before.has(g) !== after.has(g));
  if (isAdminActor(actor)) return [];
  if (isManagerActor(actor))
    return changed.filter((g) => !(CUSTOMER_GROUPS as readonly string[]).includes(g));
  return changed;
}

/**
 * Whether `actor` may edit, lock or re-link the account `target`: an admin any account; a manager
 * only accounts without a staff group (a customer's); nobody else.
 */
export function mayManageAccount(actor: WithGroups, target: { groups: readonly string[] }): boolean {
  if (isAdminActor(actor)) return true;
  if (!isManagerActor(actor)) return false;
  return !target.groups.some((g) => (STAFF_GROUPS as readonly string[]).includes(g));
}
