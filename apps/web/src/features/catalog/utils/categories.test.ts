import type { Category } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { categoryPath, chipCategories } from './categories';

const cat = (id: number, slug: string, children: Category[] = []): Category => ({
  id,
  slug,
  displayed_name: slug,
  moysklad_name: slug,
  children,
});
const tree = [
  cat(1, 'almaznaya-mozaika', [cat(11, 'mozaika-na-podramnike'), cat(12, 'mozaika-bez-podramnika')]),
  cat(2, 'bagety-dlya-kartin'),
];

describe('category chips', () => {
  it('finds the chain from the root to a sub-category', () => {
    expect(categoryPath(tree, 'mozaika-bez-podramnika')?.map((c) => c.id)).toEqual([1, 12]);
    expect(categoryPath(tree, 'nope')).toBeNull();
  });

  it('offers the roots on "all", the children of a parent, the siblings of a leaf', () => {
    expect(chipCategories(tree, null).items.map((c) => c.id)).toEqual([1, 2]);
    expect(chipCategories(tree, categoryPath(tree, 'almaznaya-mozaika'))).toMatchObject({
      parent: { id: 1 },
      items: [{ id: 11 }, { id: 12 }],
    });
    expect(chipCategories(tree, categoryPath(tree, 'mozaika-na-podramnike'))).toMatchObject({
      parent: { id: 1 },
      items: [{ id: 11 }, { id: 12 }],
    });
    expect(chipCategories(tree, categoryPath(tree, 'bagety-dlya-kartin'))).toEqual({
      parent: null,
      items: [],
    });
  });
});
