import type { ServiceCategory } from '@kits/contract';

/** A category of the editor placed in the tree: its depth and its siblings (for moving up and down). */
export type CategoryNode = ServiceCategory & {
  depth: number;
  /** Ids of its parent's children in order (itself among them). */
  siblings: number[];
  /** It or an ancestor is hidden: customers do not see it (docs/rules.md#category-hide). */
  hiddenFromCustomers: boolean;
};

/**
 * The flat list GET /services/categories answers (by position, then Russian name) as the tree
 * depth-first: each category followed by its subtree. A category whose parent is missing is a root.
 */
export function categoryTree(categories: readonly ServiceCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, ServiceCategory[]>();
  for (const c of categories) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: CategoryNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, hiddenAbove: boolean) => {
    const level = children.get(parent) ?? [];
    const siblings = level.map((c) => c.id);
    for (const c of level) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const hiddenFromCustomers = hiddenAbove || c.hidden;
      out.push({ ...c, depth, siblings, hiddenFromCustomers });
      walk(c.id, depth + 1, hiddenFromCustomers);
    }
  };
  walk(null, 0, false);
  return out;
}

/** The ids of `id`'s subtree (itself and its descendants): where it may not be moved. */
export function subtreeOf(nodes: readonly CategoryNode[], id: number): Set<number> {
  const out = new Set([id]);
  for (const n of nodes) if (n.parent_id !== null && out.has(n.parent_id)) out.add(n.id);
  return out;
}

/** A category's name in the interface language (Russian, else English). */
export const categoryName = (c: Pick<ServiceCategory, 'name_ru' | 'name_en'>, lang: string) =>
  lang === 'ru' ? c.name_ru : c.name_en;

/** An option label indented by its depth (a select can't hold markup). */
export const indented = (depth: number, text: string) => `${'\u00a0\u00a0'.repeat(depth)}${text}`;
