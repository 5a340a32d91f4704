import { describe, expect, it } from 'vitest';
import type { AutoOrderProduct } from './auto-order';
import {
  autoOrderDefaultSum,
  autoOrderMinSum,
  canCreateAutoOrder,
  recommendedAutoOrderSum,
} from './auto-order-sum';

const seller = (over: Partial<AutoOrderProduct>): AutoOrderProduct => ({
  product_id: 1,
  code: 'A',
  category_id: 1,
  size: null,
  is_premium: false,
  price: '100.00',
  warehouse_quantity: 1000,
  shelf_quantity: 0,
  supplies: 0,
  sold_in_period: 14,
  period_days: 14,
  ...over,
});

describe('autoOrderMinSum (docs/rules.md#spec-5, docs/rules.md#spec-9)', () => {
  it('is 35000 in the Russian version and 500 in the European one', () => {
    expect(autoOrderMinSum('ru')).toBe(35_000);
    expect(autoOrderMinSum('en')).toBe(500);
  });
});

describe('autoOrderDefaultSum (docs/rules.md#spec-9)', () => {
  it("starts from the outlet's saved auto_order_sum", () => {
    expect(autoOrderDefaultSum({ savedSum: 42_000, version: 'ru' })).toBe(42_000);
    expect(autoOrderDefaultSum({ savedSum: '1200.50', version: 'en' })).toBe(1200.5);
  });

  it('keeps a saved sum below the minimum as saved', () => {
    expect(autoOrderDefaultSum({ savedSum: 1000, version: 'ru' })).toBe(1000);
  });

  it('falls back to the minimum of the version when nothing positive is saved', () => {
    expect(autoOrderDefaultSum({ savedSum: null, version: 'ru' })).toBe(35_000);
    expect(autoOrderDefaultSum({ savedSum: 0, version: 'en' })).toBe(500);
    expect(autoOrderDefaultSum({ savedSum: '', version: 'en' })).toBe(500);
  });

  it('answers the base default 10000 while the version is not known', () => {
    expect(autoOrderDefaultSum({ savedSum: undefined })).toBe(10_000);
    expect(autoOrderDefaultSum({ savedSum: 20_000 })).toBe(20_000);
  });
});

describe('canCreateAutoOrder (docs/rules.md#spec-5)', () => {
  it('allows a sum at or above the minimum while not creating', () => {
    expect(canCreateAutoOrder({ sum: 35_000, version: 'ru' })).toBe(true);
    expect(canCreateAutoOrder({ sum: '500', version: 'en' })).toBe(true);
  });

  it('refuses a sum below the minimum, a non-numeric sum, or while creating', () => {
    expect(canCreateAutoOrder({ sum: 34_999.99, version: 'ru' })).toBe(false);
    expect(canCreateAutoOrder({ sum: 'abc', version: 'en' })).toBe(false);
    expect(canCreateAutoOrder({ sum: '', version: 'en' })).toBe(false);
    expect(canCreateAutoOrder({ sum: 40_000, version: 'ru', creating: true })).toBe(false);
  });
});

describe('recommendedAutoOrderSum (docs/rules.md#decisions-3)', () => {
  it('rounds what the sellers need up to a whole hundred', () => {
    // 8 × 99.99 = 799.92 → 800; 14 × 100 = 1400 stays 1400
    const p = [seller({ price: '99.99', sold_in_period: 28, shelf_quantity: 20 })];
    expect(recommendedAutoOrderSum({ products: p, shelves: [], version: 'en' })).toBe(800);
    expect(recommendedAutoOrderSum({ products: [seller({})], shelves: [], version: 'en' })).toBe(1400);
  });

  it('never recommends less than the minimum', () => {
    expect(recommendedAutoOrderSum({ products: [seller({})], shelves: [], version: 'ru' })).toBe(35_000);
    expect(recommendedAutoOrderSum({ products: [], shelves: [], version: 'en' })).toBe(500);
  });

  it('ignores filling empty shelves with products never sold', () => {
    const p = [seller({}), seller({ product_id: 2, code: 'B', sold_in_period: 0, price: '900.00' })];
    const shelves = [{ product_category_id: 1, size: null, is_premium: false, capacity: 100 }];
    expect(recommendedAutoOrderSum({ products: p, shelves, version: 'en' })).toBe(1400);
  });

  it('covers the given days', () => {
    // target ceil(14 × 30 / 14) = 30 units × 100 = 3000
    expect(
      recommendedAutoOrderSum({ products: [seller({})], shelves: [], version: 'en', coverDays: 30 }),
    ).toBe(3000);
  });
});
