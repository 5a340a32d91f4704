import { describe, expect, it } from 'vitest';
import { roundUpToEnding, SHOPIFY_PRICE_ENDINGS, shopifyRetailPrice } from './shopify-price';

/** docs/rules.md#shopify-price-rule: retail prices published to a connected shop. */
describe('roundUpToEnding', () => {
  it('raises a price to the nearest one with each ending', () => {
    // 1 234.56 in cents.
    expect(SHOPIFY_PRICE_ENDINGS.map((e) => [e, roundUpToEnding(123456, e)])).toEqual([
      ['none', 123456],
      ['.00', 123500],
      ['.90', 123490],
      ['.99', 123499],
      ['9', 123900],
      ['90', 129000],
      ['99', 129900],
    ]);
  });

  it('keeps a price that already has the ending, and moves past one just above it', () => {
    expect(roundUpToEnding(123400, '.00')).toBe(123400);
    expect(roundUpToEnding(123490, '.90')).toBe(123490);
    expect(roundUpToEnding(123491, '.90')).toBe(123590);
    expect(roundUpToEnding(123900, '9')).toBe(123900);
    expect(roundUpToEnding(123901, '9')).toBe(124900);
    expect(roundUpToEnding(129901, '99')).toBe(139900);
    expect(roundUpToEnding(5, '90')).toBe(9000);
  });

  it('never lowers a price, for every ending', () => {
    for (const ending of SHOPIFY_PRICE_ENDINGS) {
      for (const minor of [1, 99, 100, 899, 900, 901, 9999, 10000, 123456, 999999]) {
        expect(roundUpToEnding(minor, ending), `${minor} ${ending}`).toBeGreaterThanOrEqual(minor);
      }
    }
  });
});

describe('shopifyRetailPrice', () => {
  const prices = { wholesale: '1000.00', retail: '1990.00', discount: 10 };

  it('marks up the wholesale price with the customer discount, then rounds up to the ending', () => {
    // 1000 − 10 % = 900; + 50 % = 1350.00.
    expect(shopifyRetailPrice(prices, { basis: 'markup', markup_percent: 50, ending: 'none' })).toBe(
      '1350.00',
    );
    expect(shopifyRetailPrice(prices, { basis: 'markup', markup_percent: 50, ending: '99' })).toBe('1399.00');
    expect(shopifyRetailPrice(prices, { basis: 'markup', markup_percent: 0, ending: 'none' })).toBe('900.00');
    // Cents are raised, never lost: 9.99 × 1.33 = 13.2867 → 13.29.
    expect(
      shopifyRetailPrice(
        { wholesale: '9.99', retail: '1', discount: 0 },
        { basis: 'markup', markup_percent: 33, ending: 'none' },
      ),
    ).toBe('13.29');
  });

  it('takes the catalogue retail price for basis retail, ignoring markup and discount', () => {
    expect(shopifyRetailPrice(prices, { basis: 'retail', markup_percent: 300, ending: 'none' })).toBe(
      '1990.00',
    );
    expect(shopifyRetailPrice(prices, { basis: 'retail', markup_percent: 0, ending: '9' })).toBe('1999.00');
  });

  it('is never below the price it starts from', () => {
    for (const ending of SHOPIFY_PRICE_ENDINGS) {
      const markup = Number(shopifyRetailPrice(prices, { basis: 'markup', markup_percent: 25, ending }));
      expect(markup).toBeGreaterThanOrEqual(1125);
      const retail = Number(shopifyRetailPrice(prices, { basis: 'retail', markup_percent: 0, ending }));
      expect(retail).toBeGreaterThanOrEqual(1990);
    }
  });
});
