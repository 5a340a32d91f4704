import type { CategoryNode } from '@kits/contract';

/**
 * The names from the top category down to category `id` ("Алмазная мозаика › Без подрамника"), so a
 * basket group of a sub-category says what it belongs to; null when the id is not in the tree.
 */
export function categoryTrail(tree: readonly CategoryNode[], id: number): string | null {
  const walk = (nodes: readonly CategoryNode[], trail: string[]): string[] | null => {
    for (const node of nodes) {
      const here = [...trail, node.displayed_name];
      if (node.id === id) return here;
      const found = walk(node.children ?? [], here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, [])?.join(' › ') ?? null;
}
