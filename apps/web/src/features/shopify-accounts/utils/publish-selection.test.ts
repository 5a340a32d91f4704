import { describe, expect, it } from 'vitest';
import { parseMarkup, parseProductCodes, publishBody } from './publish-selection';

describe('publish selection', () => {
  it('reads pasted codes split by spaces, commas and lines, once each', () => {
    expect(parseProductCodes(' AM-1, AM-2\nKN-3;AM-1  ')).toEqual(['AM-1', 'AM-2', 'KN-3']);
    expect(parseProductCodes('  ')).toEqual([]);
  });

  it('accepts a markup of 0…1000 with a comma or a point', () => {
    expect(parseMarkup('35,5')).toBe(35.5);
    expect(parseMarkup('0')).toBe(0);
    expect(parseMarkup('1001')).toBeNull();
    expect(parseMarkup('')).toBeNull();
    expect(parseMarkup('abc')).toBeNull();
  });

  it('sends nothing until a category or a code is picked and the markup is valid', () => {
    const rule = { basis: 'markup' as const, markup_percent: '40', ending: '99' as const };
    expect(publishBody({ categoryIds: [], codesText: '', rule })).toBeNull();
    expect(
      publishBody({ categoryIds: [3], codesText: '', rule: { ...rule, markup_percent: 'x' } }),
    ).toBeNull();
    expect(publishBody({ categoryIds: [20, 10], codesText: 'AM-1', rule })).toEqual({
      category_ids: [10, 20],
      product_codes: ['AM-1'],
      price_rule: { basis: 'markup', markup_percent: 40, ending: '99' },
    });
  });

  it('ignores the markup field for the catalogue retail basis', () => {
    const rule = { basis: 'retail' as const, markup_percent: '', ending: 'none' as const };
    expect(publishBody({ categoryIds: [1], codesText: '', rule })?.price_rule).toEqual({
      basis: 'retail',
      markup_percent: 0,
      ending: 'none',
    });
  });
});
