import { describe, expect, it } from 'vitest';
import {
  categoryOccupancy,
  type OccupancyEntryLike,
  occupancyName,
  overflowLabel,
  productOccupancy,
  storeOccupancy,
} from './occupancy';
import { storeOccupancyKey } from './stores';

const entry = (over: Partial<OccupancyEntryLike> = {}): OccupancyEntryLike => ({
  product_category_id: 1,
  size: '40x50',
  is_premium: false,
  capacity: 10,
  count: 0,
  supplies: 0,
  cost: 1,
  ...over,
});

describe('productOccupancy: the table bar (docs/rules.md#spec-9)', () => {
  it('floors in store plus in basket before supplies and adds supplies after', () => {
    // before floor(14 / 40 × 100) = 35; after floor(20 / 40 × 100) = 50
    expect(productOccupancy({ capacity: 40, count: 10, supplies: 6, inBasket: 4 })).toEqual({
      percentBefore: 35,
      percentAfter: 50,
      segments: { inStore: 25, supplies: 15, inBasket: 10, remainder: 50 },
      remainderRed: true,
      overflow: 0,
    });
  });

  it('rounds percents down, never up', () => {
    // 2 / 3 = 66.67 → 66; 1 / 7 = 14.28… → 14
    expect(productOccupancy({ capacity: 3, count: 1, supplies: 0, inBasket: 1 }).percentBefore).toBe(66);
    expect(productOccupancy({ capacity: 7, count: 1, supplies: 0, inBasket: 0 }).percentAfter).toBe(14);
  });

  it('makes the segments of a full shelf add up to exactly 100 with no red remainder', () => {
    const bar = productOccupancy({ capacity: 3, count: 1, supplies: 1, inBasket: 1 });
    expect(bar.segments).toEqual({ inStore: 33.33, supplies: 33.33, inBasket: 33.34, remainder: 0 });
    expect(bar.remainderRed).toBe(false);
    expect(bar.percentAfter).toBe(100);
  });

  it('keeps two decimals of a small remainder', () => {
    // 1 / 7 = 14.2857 % → 14.28, remainder 85.72
    expect(productOccupancy({ capacity: 7, count: 1, supplies: 0, inBasket: 0 }).segments).toEqual({
      inStore: 14.28,
      supplies: 0,
      inBasket: 0,
      remainder: 85.72,
    });
  });

  it('caps the segments at 100 percent and reports the overflow of an overfull shelf', () => {
    // 8 + 3 + 2 = 13 on 10 places: before floor(10/10) = 100, after 130, overflow 3
    expect(productOccupancy({ capacity: 10, count: 8, supplies: 3, inBasket: 2 })).toEqual({
      percentBefore: 100,
      percentAfter: 130,
      segments: { inStore: 80, supplies: 20, inBasket: 0, remainder: 0 },
      remainderRed: false,
      overflow: 3,
    });
  });

  it('paints an empty shelf entirely as red remainder', () => {
    expect(productOccupancy({ capacity: 5, count: 0, supplies: 0, inBasket: 0 })).toMatchObject({
      percentBefore: 0,
      percentAfter: 0,
      segments: { inStore: 0, supplies: 0, inBasket: 0, remainder: 100 },
      remainderRed: true,
    });
  });

  it('answers null percents and no segments for a shelf of capacity 0, with everything as overflow', () => {
    expect(productOccupancy({ capacity: 0, count: 2, supplies: 1, inBasket: 1 })).toEqual({
      percentBefore: null,
      percentAfter: null,
      segments: null,
      remainderRed: false,
      overflow: 4,
    });
  });

  it('reads negative counts as zero', () => {
    expect(productOccupancy({ capacity: 10, count: -3, supplies: -1, inBasket: 2 }).percentAfter).toBe(20);
  });
});

describe('occupancyName (docs/rules.md#shelf-naming)', () => {
  it('uses the alias when there is one', () => {
    expect(occupancyName({ alias_name: 'Витрина у входа', is_premium: true, size: '40x50' }, 'ru')).toBe(
      'Витрина у входа',
    );
  });

  it('names premium and standard shelves with their size in Russian and English', () => {
    expect(occupancyName({ alias_name: null, is_premium: true, size: '40x50' }, 'ru')).toBe('премиум 40x50');
    expect(occupancyName({ alias_name: '  ', is_premium: false, size: '40x50' }, 'ru')).toBe(
      'стандарт 40x50',
    );
    expect(occupancyName({ alias_name: null, is_premium: true, size: '30x40' }, 'en')).toBe('premium 30x40');
    expect(occupancyName({ alias_name: null, is_premium: false, size: '30x40' }, 'pl')).toBe(
      'standard 30x40',
    );
  });

  it('leaves the size out when there is none', () => {
    expect(occupancyName({ alias_name: null, is_premium: false, size: null }, 'ru')).toBe('стандарт');
  });
});

describe('storeOccupancy (docs/rules.md#store-occupancy)', () => {
  it('adds count, supplies and the basket of the same shelf and rounds to a whole percent', () => {
    // (3 + 1 + 2) / 7 = 85.71 % → 86
    expect(storeOccupancy(entry({ capacity: 7, count: 3, supplies: 1 }), 2)).toEqual({
      filled: 6,
      percent: 86,
      overflow: 0,
    });
  });

  it('rounds a half up', () => {
    // 1 / 8 = 12.5 % → 13
    expect(storeOccupancy(entry({ capacity: 8 }), 1).percent).toBe(13);
  });

  it('reports the units above capacity as overflow', () => {
    // (30 + 12 + 3) / 40 = 112.5 % → 113, overflow 5
    expect(storeOccupancy(entry({ capacity: 40, count: 30, supplies: 12 }), 3)).toEqual({
      filled: 45,
      percent: 113,
      overflow: 5,
    });
  });

  it('answers a null percent for capacity 0', () => {
    expect(storeOccupancy(entry({ capacity: 0, count: 2 }))).toEqual({
      filled: 2,
      percent: null,
      overflow: 2,
    });
  });
});

describe('overflowLabel (docs/rules.md#spec-9)', () => {
  it('says the overflow in Russian and English', () => {
    expect(overflowLabel(5, 'ru')).toBe('Переполнение на 5 шт.');
    expect(overflowLabel(12, 'en')).toBe('Overflow by 12 pcs');
  });
});

describe('categoryOccupancy (docs/rules.md#category-occupancy)', () => {
  const entries = [
    entry({ product_category_id: 1, size: 'a', capacity: 10, count: 5, cost: 2 }),
    entry({ product_category_id: 1, size: 'b', capacity: 4, count: 6, cost: 10 }),
    entry({ product_category_id: 2, size: 'c', capacity: 20, count: 2, supplies: 3, cost: '1.50' }),
  ];

  it('weighs each entry by cost and caps an overfull entry at its capacity cost', () => {
    // cat 1: min(5×2, 20) + min(6×10, 40) = 10 + 40 = 50 of 20 + 40 = 60 → 83.33 % → 83
    // cat 2: (2 + 3 + basket 5) × 1.5 = 15 of 30 → 50 %; overall 65 of 90 → 72.2 % → 72
    const result = categoryOccupancy(entries, { '2:c:false': 5 });
    expect(result.categories).toEqual([
      { product_category_id: 1, filled_cost: 50, total_cost: 60, percent: 83 },
      { product_category_id: 2, filled_cost: 15, total_cost: 30, percent: 50 },
    ]);
    expect(result.overall).toEqual({ filled_cost: 65, total_cost: 90, percent: 72 });
  });

  it('accepts User.store_occupancy as a record and the basket as a Map', () => {
    const record = Object.fromEntries(entries.map((e) => [storeOccupancyKey(e), e]));
    const result = categoryOccupancy(record, new Map([['2:c:false', 5]]));
    expect(result.overall.percent).toBe(72);
  });

  it('answers a null percent when nothing has capacity or cost', () => {
    expect(categoryOccupancy([entry({ capacity: 0, count: 3 })]).overall).toEqual({
      filled_cost: 0,
      total_cost: 0,
      percent: null,
    });
    expect(categoryOccupancy([]).categories).toEqual([]);
  });
});
