import { describe, expect, it } from 'vitest';
import { type AutoOrderProduct, type AutoOrderShelf, proposeAutoOrder } from './auto-order';

const product = (
  over: Partial<AutoOrderProduct> & Pick<AutoOrderProduct, 'product_id' | 'code'>,
): AutoOrderProduct => ({
  category_id: 1,
  size: '40x50',
  is_premium: false,
  price: '100.00',
  warehouse_quantity: 100,
  shelf_quantity: 0,
  supplies: 0,
  sold_in_period: 0,
  period_days: 14,
  ...over,
});

/** The outlet of docs/auto-order.md: two shelves of category 1, category 2 has no shelf. */
const shelves: AutoOrderShelf[] = [
  { product_category_id: 1, size: '40x50', is_premium: false, capacity: 30 },
  { product_category_id: 1, size: '40x50', is_premium: true, capacity: 6 },
];
const products: AutoOrderProduct[] = [
  product({ product_id: 1, code: 'A', price: '500.00', shelf_quantity: 2, supplies: 1, sold_in_period: 14 }),
  product({
    product_id: 2,
    code: 'B',
    price: '300.00',
    shelf_quantity: 1,
    sold_in_period: 7,
    warehouse_quantity: 4,
  }),
  product({
    product_id: 3,
    code: 'C',
    price: '1000.00',
    is_premium: true,
    shelf_quantity: 3,
    sold_in_period: 21,
  }),
  product({
    product_id: 4,
    code: 'D',
    price: '100.00',
    category_id: 2,
    shelf_quantity: 20,
    sold_in_period: 28,
  }),
  product({ product_id: 5, code: 'E', price: '250.00', warehouse_quantity: 10 }),
  product({ product_id: 6, code: 'F', price: '250.00', shelf_quantity: 1 }),
];

const counts = (p: ReturnType<typeof proposeAutoOrder>) => p.lines.map((l) => [l.product_id, l.count]);
const limits = (p: ReturnType<typeof proposeAutoOrder>) => p.lines.map((l) => l.reason.limited_by);

describe('proposeAutoOrder on the documented outlet (docs/auto-order.md)', () => {
  it('tops up the best sellers first, each to the smallest of need, shelf room and warehouse', () => {
    const proposal = proposeAutoOrder({ products, shelves, maxOrderSum: null });
    // D pace 2: need 28 − 20 = 8; C pace 1.5: need 18, premium shelf 6 − 3 = 3;
    // A pace 1: need 14 − 3 = 11 (standard shelf 30 − 5 = 25); B pace 0.5: need 6, warehouse 4;
    // E: new to the outlet, one unit to fill; F is held and never sold: nothing.
    expect(counts(proposal)).toEqual([
      [4, 8],
      [3, 3],
      [1, 11],
      [2, 4],
      [5, 1],
    ]);
    expect(limits(proposal)).toEqual(['need', 'shelf', 'need', 'warehouse', 'need']);
    // 800 + 3000 + 5500 + 1200 + 250
    expect(proposal.sum).toBe('10750.00');
    expect(proposal.sum_minor).toBe(1_075_000);
  });

  it('explains each line with pace, target, shelf room, stock, supplies and warehouse', () => {
    const [d, c, a, b, e] = proposeAutoOrder({ products, shelves, maxOrderSum: null }).lines;
    expect(d).toEqual({
      product_id: 4,
      count: 8,
      price: '100.00',
      sum: '800.00',
      reason: {
        kind: 'replenish',
        daily_pace: 2,
        target: 28,
        need: 8,
        shelf_free: null,
        stock: 20,
        supplies: 0,
        warehouse: 100,
        limited_by: 'need',
      },
    });
    expect(c?.reason).toMatchObject({ daily_pace: 1.5, target: 21, need: 18, shelf_free: 3 });
    expect(a?.reason).toMatchObject({
      daily_pace: 1,
      target: 14,
      need: 11,
      shelf_free: 25,
      stock: 2,
      supplies: 1,
    });
    expect(b?.reason).toMatchObject({ daily_pace: 0.5, target: 7, need: 6, shelf_free: 14, warehouse: 4 });
    expect(e?.reason).toMatchObject({ kind: 'fill', daily_pace: 0, target: 1, need: 1, shelf_free: 10 });
  });

  it('stops at the maximum sum, taking as many units as still fit', () => {
    const proposal = proposeAutoOrder({ products, shelves, maxOrderSum: 7000 });
    // D 800 (6200 left), C 3000 (3200 left), A floor(3200 / 500) = 6 (200 left), B and E no longer fit
    expect(counts(proposal)).toEqual([
      [4, 8],
      [3, 3],
      [1, 6],
    ]);
    expect(limits(proposal)).toEqual(['need', 'shelf', 'sum']);
    expect(proposal.sum).toBe('6800.00');
  });

  it('covers the given number of days instead of the report period', () => {
    const proposal = proposeAutoOrder({ products, shelves, maxOrderSum: null, coverDays: 7 });
    // D target ceil(28 × 7 / 14) = 14, need 0; C 11 − 3 = 8 → shelf 3; A 7 − 3 = 4; B ceil(3.5) − 1 = 3
    expect(counts(proposal)).toEqual([
      [3, 3],
      [1, 4],
      [2, 3],
      [5, 1],
    ]);
  });

  it('leaves the empty shelves unfilled when asked', () => {
    const proposal = proposeAutoOrder({ products, shelves, maxOrderSum: null, fillEmptyShelves: false });
    expect(proposal.lines.map((l) => l.product_id)).toEqual([4, 3, 1, 2]);
    expect(proposal.sum).toBe('10500.00');
  });
});

describe('proposeAutoOrder rules', () => {
  it('rounds the target up to whole units', () => {
    // 5 sold in 14 days over 14 days → ceil(5) = 5; over 3 days → ceil(15 / 14) = 2
    const p = [product({ product_id: 1, code: 'A', sold_in_period: 5 })];
    expect(proposeAutoOrder({ products: p, shelves: [], maxOrderSum: null }).lines[0]?.count).toBe(5);
    expect(
      proposeAutoOrder({ products: p, shelves: [], maxOrderSum: null, coverDays: 3 }).lines[0]?.count,
    ).toBe(2);
  });

  it('ranks equal paces by code and compares paces over different periods exactly', () => {
    const p = [
      product({ product_id: 1, code: 'B', sold_in_period: 10, period_days: 30 }),
      product({ product_id: 2, code: 'A', sold_in_period: 10, period_days: 30 }),
      product({ product_id: 3, code: 'C', sold_in_period: 7, period_days: 14 }),
    ];
    // paces 1/3, 1/3, 1/2
    expect(
      proposeAutoOrder({ products: p, shelves: [], maxOrderSum: null }).lines.map((l) => l.product_id),
    ).toEqual([3, 2, 1]);
  });

  it('uses the shelf count and supplies when the shelf gives them', () => {
    const p = [product({ product_id: 1, code: 'A', sold_in_period: 40 })];
    const s = [
      { product_category_id: 1, size: '40x50', is_premium: false, capacity: 10, count: 6, supplies: 1 },
    ];
    const [line] = proposeAutoOrder({ products: p, shelves: s, maxOrderSum: null }).lines;
    expect([line?.count, line?.reason.limited_by, line?.reason.shelf_free]).toEqual([3, 'shelf', 3]);
  });

  it('orders nothing for a shelf already full, of capacity 0, or a product at zero price', () => {
    const full = [product({ product_id: 1, code: 'A', shelf_quantity: 12, sold_in_period: 40 })];
    const s = [{ product_category_id: 1, size: '40x50', is_premium: false, capacity: 10 }];
    expect(proposeAutoOrder({ products: full, shelves: s, maxOrderSum: null }).lines).toEqual([]);
    const none = [{ ...s[0]!, capacity: 0 }];
    const seller = [product({ product_id: 1, code: 'A', sold_in_period: 40 })];
    expect(proposeAutoOrder({ products: seller, shelves: none, maxOrderSum: null }).lines).toEqual([]);
    const free = [product({ product_id: 1, code: 'A', price: '0.00', sold_in_period: 40 })];
    expect(proposeAutoOrder({ products: free, shelves: [], maxOrderSum: null }).lines).toEqual([]);
  });

  it('never orders more than the warehouse has, and nothing when it has none', () => {
    const p = [
      product({ product_id: 1, code: 'A', sold_in_period: 40, warehouse_quantity: 2 }),
      product({ product_id: 2, code: 'B', sold_in_period: 40, warehouse_quantity: 0 }),
    ];
    expect(counts(proposeAutoOrder({ products: p, shelves: [], maxOrderSum: null }))).toEqual([[1, 2]]);
  });

  it('answers an empty order for a zero sum or no products', () => {
    expect(proposeAutoOrder({ products, shelves, maxOrderSum: 0 })).toEqual({
      lines: [],
      sum: '0.00',
      sum_minor: 0,
    });
    expect(proposeAutoOrder({ products: [], shelves, maxOrderSum: 35000 }).sum).toBe('0.00');
  });

  it('sums prices with cents without drift', () => {
    const p = [
      product({ product_id: 1, code: 'A', price: '0.10', sold_in_period: 14 }),
      product({ product_id: 2, code: 'B', price: '0.20', sold_in_period: 14 }),
    ];
    const proposal = proposeAutoOrder({ products: p, shelves: [], maxOrderSum: '4.20' });
    // 14 × 0.10 = 1.40, then floor(2.80 / 0.20) = 14 → 2.80; total 4.20 exactly
    expect(counts(proposal)).toEqual([
      [1, 14],
      [2, 14],
    ]);
    expect(proposal.sum).toBe('4.20');
  });
});
