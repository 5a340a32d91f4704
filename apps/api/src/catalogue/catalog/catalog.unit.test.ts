import { describe, expect, it } from 'vitest';
import { escapeLike } from '../../db/like';
import { mediaUrl, toCategoryTree } from './catalog.mappers';
import type { CategoryRow } from './catalog.repository';

const row = (id: number, parent_id: number | null, name: string): CategoryRow => ({
  id,
  parent_id,
  slug: `c${id}`,
  name_ru: `ru ${name}`,
  name_en: `en ${name}`,
  moysklad_name: '',
  position: 0,
});

describe('toCategoryTree', () => {
  it('nests children under their parents in the order of the rows', () => {
    const tree = toCategoryTree([row(1, null, 'a'), row(2, 1, 'b'), row(3, 2, 'c'), row(4, 1, 'd')], 'en');
    expect(tree).toEqual([
      {
        id: 1,
        slug: 'c1',
        displayed_name: 'en a',
        moysklad_name: '',
        children: [
          {
            id: 2,
            slug: 'c2',
            displayed_name: 'en b',
            moysklad_name: '',
            children: [{ id: 3, slug: 'c3', displayed_name: 'en c', moysklad_name: '', children: [] }],
          },
          { id: 4, slug: 'c4', displayed_name: 'en d', moysklad_name: '', children: [] },
        ],
      },
    ]);
  });

  it('keeps a category whose parent is missing or itself as a root', () => {
    const tree = toCategoryTree([row(5, 99, 'orphan'), row(6, 6, 'self')], 'ru');
    expect(tree.map((c) => [c.id, c.displayed_name])).toEqual([
      [5, 'ru orphan'],
      [6, 'ru self'],
    ]);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });
});

describe('mediaUrl', () => {
  it('puts the encoded file name under /media/', () => {
    expect(mediaUrl('a b#1.jpg')).toBe('/media/a%20b%231.jpg');
  });

  it('keeps the folders of the file name as path segments', () => {
    expect(mediaUrl('p/30/main 1.jpg')).toBe('/media/p/30/main%201.jpg');
  });
});
