import { describe, expect, it } from 'vitest';
import { planRepeat } from './repeat-plan';

const line = (over: Partial<Parameters<typeof planRepeat>[0][number]> = {}) => ({
  id: 1,
  code: 'A',
  name: 'Товар',
  wanted: 3,
  known: true,
  stock: 10,
  in_basket: 0,
  ...over,
});

describe('planRepeat', () => {
  it('adds every wanted unit when the stock beyond the basket allows it', () => {
    expect(planRepeat([line({ in_basket: 7 })])).toEqual({
      added: [{ id: 1, code: 'A', count: 3 }],
      skipped: [],
    });
  });

  it('caps a line to the stock not yet in the basket and reports it as partial', () => {
    expect(planRepeat([line({ stock: 5, in_basket: 3 })])).toEqual({
      added: [{ id: 1, code: 'A', count: 2 }],
      skipped: [{ id: 1, code: 'A', name: 'Товар', wanted: 3, added: 2, reason: 'partial' }],
    });
  });

  it('skips lines with no room as out_of_stock (never a negative count) and gone products as unknown', () => {
    const plan = planRepeat([line({ stock: 2, in_basket: 4 }), line({ id: 2, code: 'B', known: false })]);
    expect(plan.added).toEqual([]);
    expect(plan.skipped.map((s) => [s.id, s.added, s.reason])).toEqual([
      [1, 0, 'out_of_stock'],
      [2, 0, 'unknown'],
    ]);
  });
});
