import { describe, expect, it } from 'vitest';
import { buyerPrice, buyerWholesale, hasPrice, priceWithDiscount } from './price';

describe('priceWithDiscount', () => {
  it('keeps the price at 0 % and gives 0.00 at 100 %', () => {
    expect(priceWithDiscount('1234.50', 0)).toBe('1234.50');
    expect(priceWithDiscount('1234.50', 100)).toBe('0.00');
    expect(priceWithDiscount('0.00', 15)).toBe('0.00');
  });

  it('takes the percent off the wholesale price', () => {
    expect(priceWithDiscount('100.00', 10)).toBe('90.00');
    expect(priceWithDiscount('200', '7.5')).toBe('185.00');
    expect(priceWithDiscount(19.99, 12.34)).toBe('17.52');
  });

  it('rounds halves away from zero, as round(numeric, 2) does', () => {
    // 0.05 × 0.9 = 0.045 → 0.05; 0.01 × 0.5 = 0.005 → 0.01; 0.01 × 0.49 = 0.0049 → 0.00
    expect(priceWithDiscount('0.05', 10)).toBe('0.05');
    expect(priceWithDiscount('0.01', 50)).toBe('0.01');
    expect(priceWithDiscount('0.01', 51)).toBe('0.00');
    // a discount above 100 % gives a negative price, halves rounded away from zero too
    expect(priceWithDiscount('0.01', 150)).toBe('-0.01');
  });

  it('stays exact for the largest numeric(12,2) prices', () => {
    expect(priceWithDiscount('9999999999.99', 0)).toBe('9999999999.99');
    expect(priceWithDiscount('9999999999.99', '0.01')).toBe('9998999999.99');
    expect(priceWithDiscount('9999999999.99', '33.33')).toBe('6666999999.99');
  });

  it('refuses amounts with more than two decimals or no digits', () => {
    expect(() => priceWithDiscount('1.005', 0)).toThrow(RangeError);
    expect(() => priceWithDiscount('', 0)).toThrow(RangeError);
    expect(() => priceWithDiscount('10', Number.NaN)).toThrow(RangeError);
  });
});

describe('hasPrice (docs/rules.md#no-price)', () => {
  it('is true only for a price above 0', () => {
    expect([null, undefined, '0.00', 0, '-1.00', '0.01', 12].map(hasPrice)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('buyerWholesale and buyerPrice (docs/rules.md#buyer-price)', () => {
  it("takes the price type's price when the type has one", () => {
    expect(buyerWholesale({ list: '100.00', typed: '80.00' })).toBe('80.00');
    expect(buyerWholesale({ list: null, typed: '80.00' })).toBe('80.00');
  });

  it('falls back to the list price without a price of the type, or without a type', () => {
    expect(buyerWholesale({ list: '100.00', typed: null })).toBe('100.00');
    expect(buyerWholesale({ list: '100.00', typed: undefined })).toBe('100.00');
    expect(buyerWholesale({ list: null, typed: null })).toBeNull();
  });

  it("takes the user's discount off the type's price, not off the list price", () => {
    expect(buyerPrice({ list: '100.00', typed: '80.00', discount: 10 })).toEqual({
      wholesale: '80.00',
      withDiscount: '72.00',
    });
    expect(buyerPrice({ list: '100.00', typed: null, discount: 10 })).toEqual({
      wholesale: '100.00',
      withDiscount: '90.00',
    });
    expect(buyerPrice({ list: '19.99', typed: '17.35', discount: '7.5' })).toEqual({
      wholesale: '17.35',
      withDiscount: priceWithDiscount('17.35', '7.5'),
    });
  });

  it('answers null when the product has no price at all', () => {
    expect(buyerPrice({ list: null, typed: null, discount: 5 })).toBeNull();
  });
});
