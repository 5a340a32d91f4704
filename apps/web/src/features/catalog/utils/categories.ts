import type { Category } from '@kits/contract';

/** The chain from a root down to the category with `slug`, or null when it is not in the tree. */
export function categoryPath(tree: readonly Category[], slug: string): Category[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryPath(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * The chips under the title: the roots on "all"; a category's own sub-categories; for a category
 * without any, its siblings (so the buyer can move sideways), with `parent` to go back up.
 */
export function chipCategories(
  tree: readonly Category[],
  path: Category[] | null,
): { parent: Category | null; items: readonly Category[] } {
  if (!path || path.length === 0) return { parent: null, items: tree };
  const current = path[path.length - 1]!;
  if (current.children.length > 0) return { parent: current, items: current.children };
  const parent = path[path.length - 2] ?? null;
  return { parent, items: parent ? parent.children : [] };
}
