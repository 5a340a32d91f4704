import type { ServiceCategory } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { categoryRows, descendantIds } from './category-tree';

const cat = (id: number, parent_id: number | null, hidden = false): ServiceCategory => ({
  id,
  parent_id,
  slug: `c${id}`,
  name_ru: `К${id}`,
  name_en: `C${id}`,
  position: 0,
  hidden_at: hidden ? '2026-11-28T10:00:00.000Z' : null,
  product_count: 0,
});

describe('categoryRows', () => {
  it('nests children under their parent in list order, marks what lies under a hidden one, keeps orphans and cycles once', () => {
    const rows = categoryRows([
      cat(1, null, true),
      cat(2, null),
      cat(3, 1),
      cat(4, 3),
      cat(5, 99),
      cat(6, 7),
      cat(7, 6),
    ]);
    expect(rows.map((r) => [r.category.id, r.depth, r.hiddenAbove])).toEqual([
      [1, 0, false],
      [3, 1, true],
      [4, 2, true],
      [2, 0, false],
      [5, 0, false],
      [6, 0, false],
      [7, 0, false],
    ]);
  });

  it('descendantIds: the category and its whole subtree', () => {
    const rows = categoryRows([cat(1, null), cat(2, 1), cat(3, 2), cat(4, null)]);
    expect([...descendantIds(rows, 1)].sort()).toEqual([1, 2, 3]);
  });
});
