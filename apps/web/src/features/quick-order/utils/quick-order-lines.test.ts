import type { QuickOrderCheckedLine } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { linesToText, summarize, takeAvailable, withoutLines } from './quick-order-lines';

const product = (price: string | null) => ({
  id: 1,
  code: 'AB-1',
  name: 'Kit',
  category_slug: 'kits',
  url_small: null,
  price_wholesale: price,
  price_with_discount: price,
  currency: 'RUB' as const,
  stock: 10,
  basket_count: 0,
});
const line = (patch: Partial<QuickOrderCheckedLine>): QuickOrderCheckedLine => ({
  lines: [1],
  code: 'AB-1',
  quantity: '1',
  count: 1,
  merged: false,
  product: product('100.10'),
  available: 10,
  problem: null,
  ...patch,
});

describe('quick order lines', () => {
  it('writes file lines as text', () => {
    expect(
      linesToText([
        { line: 2, code: 'AB-1', quantity: '3' },
        { line: 3, code: 'AB-2', quantity: '' },
      ]),
    ).toBe('AB-1 3\nAB-2');
  });

  it('takes the available units on the first line and drops the repeats', () => {
    const text = 'code qty\nab-1 8\nAB-2 1\nAB-1 5';
    expect(
      takeAvailable(text, line({ lines: [2, 4], code: 'ab-1', available: 10, problem: 'over_stock' })),
    ).toBe('code qty\nab-1 10\nAB-2 1');
  });

  it('leaves the lines that were not added', () => {
    expect(withoutLines('AB-1 1\n\nAB-2 x\nAB-3 2', [line({ lines: [1] }), line({ lines: [4] })])).toBe(
      'AB-2 x',
    );
  });

  it('sums the ready lines in minor units', () => {
    const lines = [
      line({ count: 3 }),
      line({ count: 7, problem: 'over_stock' }),
      line({ lines: [2], count: 1, product: product('0.20') }),
    ];
    expect(summarize(lines)).toEqual({ lines: 2, units: 4, sum: '300.50', currency: 'RUB' });
    expect(summarize([line({ product: product(null) })]).sum).toBeNull();
  });
});
