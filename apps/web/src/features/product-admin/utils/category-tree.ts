import type { ServiceCategory } from '@kits/contract';

/** A category of the editor's table: its depth, and whether a category above it is hidden. */
export type CategoryRow = { category: ServiceCategory; depth: number; hiddenAbove: boolean };

/**
 * The flat list (by position, then Russian name) as the tree, depth-first, children under their
 * parent in the list's order. A category whose parent is missing (or a cycle in bad data) is shown
 * at the top level once.
 */
export function categoryRows(categories: readonly ServiceCategory[]): CategoryRow[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, ServiceCategory[]>();
  for (const c of categories) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: CategoryRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, hiddenAbove: boolean) => {
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth, hiddenAbove });
      walk(c.id, depth + 1, hiddenAbove || c.hidden_at !== null);
    }
  };
  walk(null, 0, false);
  for (const c of categories) if (!seen.has(c.id)) out.push({ category: c, depth: 0, hiddenAbove: false });
  return out;
}

/** `id` and the ids of every category below it (a category may not move there). */
export function descendantIds(rows: readonly CategoryRow[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { category } of rows) {
      if (category.parent_id !== null && out.has(category.parent_id) && !out.has(category.id)) {
        out.add(category.id);
        grew = true;
      }
    }
  }
  return out;
}
