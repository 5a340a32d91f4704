import { describe, expect, it } from 'vitest';
import { type CategoryNode, type CodedBasketLine, groupBasketLines, sortBasketLines } from './basket-lines';

const line = (id: number, code: string, over: Partial<CodedBasketLine> = {}): CodedBasketLine => ({
  id,
  code,
  basket_count: 1,
  quantity: 10,
  price_wholesale: '10.00',
  price_with_discount: '10.00',
  category_id: 1,
  ...over,
});

const codes = (lines: readonly CodedBasketLine[]) => lines.map((l) => l.code);

describe('sortBasketLines (docs/rules.md#basket-refresh)', () => {
  it('sorts lines by code', () => {
    expect(codes(sortBasketLines([line(1, 'B-2'), line(2, 'A-9'), line(3, 'B-10')]))).toEqual([
      'A-9',
      'B-10',
      'B-2',
    ]);
  });

  it('moves over-stock lines to the top, each part still by code', () => {
    const lines = [
      line(1, 'A'),
      line(2, 'D', { basket_count: 5, quantity: 4 }),
      line(3, 'C'),
      line(4, 'B', { basket_count: 1, quantity: 0 }),
    ];
    expect(codes(sortBasketLines(lines))).toEqual(['B', 'D', 'A', 'C']);
  });

  it('breaks ties of equal codes by id and leaves the input untouched', () => {
    const lines = [line(7, 'X'), line(3, 'X')];
    expect(sortBasketLines(lines).map((l) => l.id)).toEqual([3, 7]);
    expect(lines.map((l) => l.id)).toEqual([7, 3]);
  });
});

describe('groupBasketLines (docs/rules.md#basket-screen, docs/rules.md#page-sizes page size 5)', () => {
  const categories: CategoryNode[] = [
    {
      id: 10,
      displayed_name: 'Картины по номерам',
      children: [{ id: 11, displayed_name: 'Малые', children: [] }],
    },
    { id: 20, displayed_name: 'Алмазная мозаика', children: [] },
  ];

  it('groups lines by category in catalogue tree order with the category name', () => {
    const groups = groupBasketLines(
      [
        line(1, 'M1', { category_id: 20 }),
        line(2, 'K1', { category_id: 11 }),
        line(3, 'K0', { category_id: 10 }),
      ],
      categories,
    );
    expect(groups.map((g) => [g.category_id, g.name])).toEqual([
      [10, 'Картины по номерам'],
      [11, 'Малые'],
      [20, 'Алмазная мозаика'],
    ]);
  });

  it('cuts a group into pages of five sorted lines', () => {
    const lines = Array.from({ length: 12 }, (_, i) => line(i + 1, `C${String(12 - i).padStart(2, '0')}`));
    const [group] = groupBasketLines(lines, [{ id: 1, displayed_name: 'One' }]);
    expect(group?.pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(codes(group?.pages[0] ?? [])).toEqual(['C01', 'C02', 'C03', 'C04', 'C05']);
    expect(codes(group?.pages[2] ?? [])).toEqual(['C11', 'C12']);
  });

  it('puts a group holding an over-stock line before the others and flags it', () => {
    const groups = groupBasketLines(
      [line(1, 'A', { category_id: 10 }), line(2, 'B', { category_id: 20, basket_count: 3, quantity: 2 })],
      categories,
    );
    expect(groups.map((g) => [g.category_id, g.overStock])).toEqual([
      [20, true],
      [10, false],
    ]);
  });

  it('places categories missing from the tree last, by id, with no name', () => {
    const groups = groupBasketLines(
      [
        line(1, 'A', { category_id: 99 }),
        line(2, 'B', { category_id: 98 }),
        line(3, 'C', { category_id: 20 }),
      ],
      categories,
    );
    expect(groups.map((g) => [g.category_id, g.name])).toEqual([
      [20, 'Алмазная мозаика'],
      [98, null],
      [99, null],
    ]);
  });

  it('gives each group the totals of its own lines', () => {
    const groups = groupBasketLines(
      [
        line(1, 'A', {
          category_id: 10,
          price_wholesale: '12.50',
          price_with_discount: '10.00',
          basket_count: 2,
        }),
        line(2, 'B', {
          category_id: 10,
          price_wholesale: '1.05',
          price_with_discount: '1.00',
          basket_count: 3,
        }),
        line(3, 'C', { category_id: 20, price_wholesale: '99.99', basket_count: 1 }),
      ],
      categories,
    );
    // 25.00 + 3.15 = 28.15; discount 5.00 + 0.15 = 5.15
    expect(groups[0]?.totals).toEqual({
      sum: '28.15',
      discount_sum: '5.15',
      sum_with_discount: '23.00',
      count: 5,
      positions: 2,
    });
  });

  it('answers no groups for an empty basket and honours another page size', () => {
    expect(groupBasketLines([], categories)).toEqual([]);
    const lines = [line(1, 'A'), line(2, 'B'), line(3, 'C')];
    expect(groupBasketLines(lines, [], { pageSize: 2 })[0]?.pages.map((p) => p.length)).toEqual([2, 1]);
  });
});
