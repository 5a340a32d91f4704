import type { SlugRegistry } from './category-slugs';
import type { ImportCategory, ImportProblem } from './import.types';
import { cleanText } from './import.values';

/** A `<category id parentId>name</category>` as read. */
export interface RawCategory {
  id: string | null;
  parentId: string | null;
  name: string;
  line: number;
}

const problem = (
  level: ImportProblem['level'],
  code: ImportProblem['code'],
  raw: RawCategory,
  reason: string,
): ImportProblem => ({ level, code, key: raw.id, line: raw.line, reason });

/**
 * The YML category list as a tree the writer can insert top-down: every category comes after its
 * parent. Categories without an id or a name and repeated ids are dropped (`error`); an unknown
 * parent or a parent cycle makes the category a root (`warning`).
 */
export function orderCategories(
  raws: RawCategory[],
  slugs: SlugRegistry,
): { categories: ImportCategory[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const byId = new Map<string, { name: string; parentId: string | null; raw: RawCategory }>();
  for (const raw of raws) {
    const name = cleanText(raw.name);
    if (!raw.id) problems.push(problem('error', 'invalid_category', raw, 'category without an id'));
    else if (!name)
      problems.push(problem('error', 'invalid_category', raw, `category ${raw.id} has no name`));
    else if (byId.has(raw.id)) {
      problems.push(problem('error', 'duplicate_category', raw, `category id ${raw.id} is repeated`));
    } else byId.set(raw.id, { name, parentId: raw.parentId || null, raw });
  }
  for (const [id, node] of byId) {
    if (node.parentId !== null && (node.parentId === id || !byId.has(node.parentId))) {
      const reason = `category ${id}: parent ${node.parentId} is not in the feed; imported as a root`;
      problems.push(problem('warning', 'unknown_parent_category', node.raw, reason));
      node.parentId = null;
    }
  }

  const categories: ImportCategory[] = [];
  const placed = new Set<string>();
  for (const start of byId.keys()) {
    // Climb to the first placed ancestor (or a root), then place the chain top-down.
    const chain: string[] = [];
    let id: string | null = start;
    while (id !== null && !placed.has(id)) {
      if (chain.includes(id)) {
        const last = byId.get(chain.at(-1)!)!;
        const reason = `category ${last.raw.id}: parent chain loops back to ${id}; imported as a root`;
        problems.push(problem('warning', 'category_cycle', last.raw, reason));
        last.parentId = null;
        break;
      }
      chain.push(id);
      id = byId.get(id)!.parentId;
    }
    for (const key of chain.reverse()) {
      const node = byId.get(key)!;
      placed.add(key);
      categories.push({ key, parentKey: node.parentId, name: node.name, slug: slugs.take(node.name, key) });
    }
  }
  return { categories, problems };
}
