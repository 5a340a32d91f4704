import { describe, expect, it } from 'vitest';
import {
  type BasketLine,
  basketTotals,
  canAddToBasket,
  canCheckout,
  canClearBasket,
  canSetBasketCount,
  isOverStock,
  lineDiscountMinor,
  linePayMinor,
  lineSumMinor,
} from './basket';
import { fromMinor } from './money';

const line = (over: Partial<BasketLine> = {}): BasketLine => ({
  id: 1,
  basket_count: 1,
  quantity: 10,
  price_wholesale: '100.00',
  price_with_discount: '90.00',
  category_id: 1,
  ...over,
});

describe('line sums (docs/rules.md#spec-9)', () => {
  it('multiplies the wholesale price by the count in minor units', () => {
    expect(lineSumMinor(line({ price_wholesale: '1234.56', basket_count: 3 }))).toBe(370_368);
  });

  it('takes the discount as the price difference times the count', () => {
    expect(
      lineDiscountMinor(line({ price_wholesale: '100.00', price_with_discount: '87.35', basket_count: 4 })),
    ).toBe(5060);
  });

  it('gives no discount when the discounted price is missing', () => {
    expect(lineDiscountMinor(line({ price_with_discount: undefined, basket_count: 5 }))).toBe(0);
    expect(lineDiscountMinor(line({ price_with_discount: null, basket_count: 5 }))).toBe(0);
  });

  it('counts a line without a wholesale price as zero money', () => {
    expect(lineSumMinor(line({ price_wholesale: null, basket_count: 2 }))).toBe(0);
    expect(lineDiscountMinor(line({ price_wholesale: null, basket_count: 2 }))).toBe(0);
  });

  it('accepts numbers as well as decimal strings', () => {
    expect(lineSumMinor(line({ price_wholesale: 19.99, basket_count: 3 }))).toBe(5997);
  });
});

describe('linePayMinor (docs/rules.md#basket-sums)', () => {
  it('is the discounted price times the count, so the lines add up to sum_with_discount', () => {
    const lines = [
      line({ price_wholesale: '3790.00', price_with_discount: '3600.50', basket_count: 2 }),
      line({ price_wholesale: '19.99', price_with_discount: undefined, basket_count: 3 }),
      line({ price_wholesale: null, basket_count: 1 }),
    ];
    expect(lines.map(linePayMinor)).toEqual([720_100, 5997, 0]);
    expect(fromMinor(lines.reduce((s, l) => s + linePayMinor(l), 0))).toBe(
      basketTotals(lines).sum_with_discount,
    );
  });
});

describe('basketTotals (docs/rules.md#spec-9)', () => {
  const lines = [
    line({ id: 1, price_wholesale: '0.10', price_with_discount: '0.09', basket_count: 3, category_id: 1 }),
    line({ id: 2, price_wholesale: '0.20', price_with_discount: '0.18', basket_count: 1, category_id: 1 }),
    line({
      id: 3,
      price_wholesale: '1500.00',
      price_with_discount: '1350.00',
      basket_count: 2,
      category_id: 2,
    }),
  ];

  it('sums price, discount and discounted price over every line as 2-decimal strings', () => {
    // 0.30 + 0.20 + 3000.00 = 3000.50; discount 0.03 + 0.02 + 300.00 = 300.05
    expect(basketTotals(lines)).toEqual({
      sum: '3000.50',
      discount_sum: '300.05',
      sum_with_discount: '2700.45',
      count: 6,
      positions: 3,
    });
  });

  it('does not drift on sums that float arithmetic gets wrong', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004
    const drift = [
      line({ price_wholesale: '0.10', basket_count: 1 }),
      line({ price_wholesale: '0.20', basket_count: 1 }),
    ];
    expect(basketTotals(drift).sum).toBe('0.30');
    const many = Array.from({ length: 1000 }, (_, i) =>
      line({ id: i, price_wholesale: '0.01', basket_count: 1 }),
    );
    expect(basketTotals(many).sum).toBe('10.00');
  });

  it('keeps only the lines of the asked category', () => {
    expect(basketTotals(lines, { categoryId: 1 })).toEqual({
      sum: '0.50',
      discount_sum: '0.05',
      sum_with_discount: '0.45',
      count: 4,
      positions: 2,
    });
  });

  it('answers zeros for an empty basket or a category with no lines', () => {
    const zero = { sum: '0.00', discount_sum: '0.00', sum_with_discount: '0.00', count: 0, positions: 0 };
    expect(basketTotals([])).toEqual(zero);
    expect(basketTotals(lines, { categoryId: 99 })).toEqual(zero);
  });

  it('counts the full price as discounted price when a line has no discount', () => {
    expect(
      basketTotals([line({ price_wholesale: '50.00', price_with_discount: null, basket_count: 2 })]),
    ).toEqual({
      sum: '100.00',
      discount_sum: '0.00',
      sum_with_discount: '100.00',
      count: 2,
      positions: 1,
    });
  });
});

describe('isOverStock (docs/rules.md#spec-4, docs/rules.md#spec-5)', () => {
  it('is true only when the basket count is above the stock quantity', () => {
    expect(isOverStock({ basket_count: 6, quantity: 5 })).toBe(true);
    expect(isOverStock({ basket_count: 5, quantity: 5 })).toBe(false);
    expect(isOverStock({ basket_count: 1, quantity: 0 })).toBe(true);
  });
});

describe('canCheckout (docs/rules.md#basket-refresh, docs/rules.md#spec-5)', () => {
  const ok = [line({ basket_count: 2, quantity: 2 })];

  it('allows a non-empty, synced, idle basket with every line within stock', () => {
    expect(canCheckout({ lines: ok, synced: true, loading: false })).toBe(true);
  });

  it('refuses an empty basket', () => {
    expect(canCheckout({ lines: [], synced: true, loading: false })).toBe(false);
  });

  it('refuses when any line is over stock', () => {
    const lines = [...ok, line({ id: 2, basket_count: 3, quantity: 2 })];
    expect(canCheckout({ lines, synced: true, loading: false })).toBe(false);
  });

  it('refuses while the basket is not synced or still loading', () => {
    expect(canCheckout({ lines: ok, synced: false, loading: false })).toBe(false);
    expect(canCheckout({ lines: ok, synced: true, loading: true })).toBe(false);
  });
});

describe('canAddToBasket (docs/rules.md#basket-buttons, docs/rules.md#spec-5)', () => {
  const base = { storeConfirmed: true, basketCount: 0, quantity: 3, sending: false };

  it('allows adding a product with stock in a confirmed store', () => {
    expect(canAddToBasket(base)).toBe(true);
  });

  it('refuses when the store is not confirmed', () => {
    expect(canAddToBasket({ ...base, storeConfirmed: false })).toBe(false);
  });

  it('refuses while a send is in progress', () => {
    expect(canAddToBasket({ ...base, sending: true })).toBe(false);
  });

  it('refuses a product without a price (docs/rules.md#no-price)', () => {
    expect(canAddToBasket({ ...base, priced: false })).toBe(false);
  });

  it('allows a line in the basket only while stock exceeds its count', () => {
    expect(canAddToBasket({ ...base, basketCount: 2 })).toBe(true);
    expect(canAddToBasket({ ...base, basketCount: 3 })).toBe(false);
    expect(canAddToBasket({ ...base, basketCount: 4 })).toBe(false);
  });

  it('refuses a product with no stock at all', () => {
    expect(canAddToBasket({ ...base, quantity: 0 })).toBe(false);
  });
});

describe('canClearBasket (docs/rules.md#spec-5)', () => {
  it('is enabled only when synced and not updating', () => {
    expect(canClearBasket({ updating: false, synced: true })).toBe(true);
    expect(canClearBasket({ updating: true, synced: true })).toBe(false);
    expect(canClearBasket({ updating: false, synced: false })).toBe(false);
  });
});

describe('canSetBasketCount (docs/rules.md#basket-set-count)', () => {
  it('allows any count up to the warehouse stock, and 0 (removes the line)', () => {
    expect(canSetBasketCount({ count: 24, basketCount: 0, quantity: 24 })).toBe(true);
    expect(canSetBasketCount({ count: 0, basketCount: 5, quantity: 24 })).toBe(true);
  });

  it('refuses raising a line above the stock', () => {
    expect(canSetBasketCount({ count: 25, basketCount: 3, quantity: 24 })).toBe(false);
    expect(canSetBasketCount({ count: 1, basketCount: 0, quantity: 0 })).toBe(false);
  });

  it('allows lowering a line that is over stock, even to a count still above it', () => {
    expect(canSetBasketCount({ count: 8, basketCount: 10, quantity: 5 })).toBe(true);
    expect(canSetBasketCount({ count: 11, basketCount: 10, quantity: 5 })).toBe(false);
  });

  it('refuses negative and fractional counts', () => {
    expect(canSetBasketCount({ count: -1, basketCount: 0, quantity: 5 })).toBe(false);
    expect(canSetBasketCount({ count: 1.5, basketCount: 0, quantity: 5 })).toBe(false);
  });
});
