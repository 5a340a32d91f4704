import { describe, expect, it } from 'vitest';
import { categoryTrail } from './category-trail';

const tree = [
  {
    id: 2,
    displayed_name: 'Алмазная мозаика',
    children: [{ id: 20, displayed_name: 'Без подрамника', children: [] }],
  },
  { id: 3, displayed_name: 'Вышивка лентами' },
];

describe('category trail of a basket group', () => {
  it('names a sub-category with its top category', () => {
    expect(categoryTrail(tree, 20)).toBe('Алмазная мозаика › Без подрамника');
    expect(categoryTrail(tree, 3)).toBe('Вышивка лентами');
  });

  it('is null for a category the tree does not hold', () => {
    expect(categoryTrail(tree, 99)).toBeNull();
  });
});
