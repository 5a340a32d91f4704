import type { ServiceCategory } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { categoryTree, subtreeOf } from './category-tree';

const category = (id: number, parent_id: number | null, hidden = false): ServiceCategory => ({
  id,
  parent_id,
  slug: `c-${id}`,
  name_ru: `Категория ${id}`,
  name_en: `Category ${id}`,
  position: 0,
  hidden,
  external_key: null,
  product_count: 0,
});

describe('categoryTree', () => {
  it('places each category after its parent, keeps the server order among siblings, and marks hidden subtrees', () => {
    const nodes = categoryTree([
      category(1, null),
      category(2, null, true),
      category(3, 2),
      category(4, 1),
      category(5, 3),
    ]);
    expect(nodes.map((n) => [n.id, n.depth, n.hiddenFromCustomers])).toEqual([
      [1, 0, false],
      [4, 1, false],
      [2, 0, true],
      [3, 1, true],
      [5, 2, true],
    ]);
    expect(nodes.find((n) => n.id === 2)!.siblings).toEqual([1, 2]);
    expect(subtreeOf(nodes, 2)).toEqual(new Set([2, 3, 5]));
  });

  it('treats a category whose parent is missing as a root', () => {
    expect(categoryTree([category(7, 99)]).map((n) => [n.id, n.depth])).toEqual([[7, 0]]);
  });
});
