import { describe, expect, it } from 'vitest';
import {
  Freshness,
  judgePage,
  priceKey,
  productsOf,
  type ShownProduct,
  salesKey,
  seePage,
  shownValues,
  stockKey,
} from './live-freshness';

const key = stockKey(101, 7);

describe('the live run staleness verdict', () => {
  it('checks nothing before a write of the value answered, and then wants the written value', () => {
    const f = new Freshness();
    f.seen(key, '5');
    expect(f.verdict(key, '5', { sent: 1, answered: 2 })).toBe('unchecked');
    const done = f.write(key, '9', 10);
    expect(f.inFlight(key)).toBe(true);
    // Sent while the write was in flight: either value is right.
    expect(f.verdict(key, '5', { sent: 11, answered: 12 })).toBe('unchecked');
    done(true, 20);
    expect(f.inFlight(key)).toBe(false);
    expect(f.verdict(key, '9', { sent: 21, answered: 25 })).toBe('fresh');
    expect(f.verdict(key, '5', { sent: 21, answered: 25 })).toBe('stale');
  });

  it('accepts a later write sent before the read answered, not one sent after', () => {
    const f = new Freshness();
    f.write(key, '9', 10)(true, 20);
    const second = f.write(key, '3', 30);
    expect(f.verdict(key, '3', { sent: 25, answered: 35 })).toBe('fresh');
    expect(f.verdict(key, '3', { sent: 25, answered: 29 })).toBe('stale');
    second(true, 40);
    expect(f.verdict(key, '9', { sent: 41, answered: 45 })).toBe('stale');
    expect(f.latest(key)).toBe('3');
  });

  it('forgets a write that failed', () => {
    const f = new Freshness();
    f.seen(key, '5');
    f.write(key, '9', 10)(true, 20);
    f.write(key, '4', 30)(false, 40);
    expect(f.latest(key)).toBe('9');
    expect(f.verdict(key, '9', { sent: 41, answered: 45 })).toBe('fresh');
    expect(f.verdict(key, '4', { sent: 41, answered: 45 })).toBe('stale');
  });

  it('knows nothing of a value never seen nor written', () => {
    const f = new Freshness();
    expect(f.latest(key)).toBeUndefined();
    expect(f.verdict(key, '1', { sent: 1, answered: 2 })).toBe('unchecked');
  });
});

const product = (over: Partial<ShownProduct> = {}): ShownProduct => ({
  id: 7,
  code: 'C-7',
  price_retail: '120.5',
  stores: [
    { id: 101, quantity: 5 },
    { id: 102, quantity: 0 },
  ],
  sales_for_report_period: 12,
  ...over,
});

describe('a page judged by the live run', () => {
  it('watches each outlet the viewer sees, the retail price and the current store’s units sold', () => {
    expect(shownValues(product(), 101)).toEqual([
      ['stock:101:7', '5'],
      ['stock:102:7', '0'],
      ['price:7', '120.50'],
      ['sales:101:7', '12'],
    ]);
    expect(productsOf({ data: product() })).toHaveLength(1);
  });

  it('counts a page stale when a value written before the read shows its old text', () => {
    const f = new Freshness();
    seePage(f, [product()], 101);
    f.write(salesKey(101, 7), String(Number(f.latest(salesKey(101, 7))) + 3), 10)(true, 20);
    f.write(priceKey(7), '121.50', 10)(true, 20);
    const read = { sent: 30, answered: 40 };
    const fresh = judgePage(f, [product({ price_retail: '121.50', sales_for_report_period: 15 })], {
      storeId: 101,
      read,
    });
    expect(fresh).toEqual({ checked: true, stale: [] });
    const stale = judgePage(f, [product({ price_retail: '121.50' })], { storeId: 101, read });
    expect(stale.stale).toEqual(['sales:101:7 showed 12, written 15']);
    // Another outlet's sales are not this viewer's: unchecked.
    expect(judgePage(f, [product()], { storeId: 102, read }).stale).toEqual([
      'price:7 showed 120.50, written 121.50',
    ]);
  });
});
