import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenchDb } from '../lib/bench-users';
import { type Mix, meetsMinimum, newTally, nextRequest, type Worker } from './catalog-mix-requests';

const mixOf = (ceiling = false): Mix => ({
  base: 'http://app',
  // Only order sends reach the database; these cases send none.
  bench: {} as BenchDb,
  pages: [{ name: 'no filter', path: '/api/v0/catalog/products?per_page=50' }],
  targets: [{ id: 7, page: 0, pack: 1 }],
  minimum: null,
  ceiling,
  tally: newTally(),
});
const workerOf = (): Worker => ({ headers: {}, basket: new Map(), prices: new Map(), check: null });
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const page = (products: { id: number; basket_count: number }[]) =>
  json({
    data: products.map((p) => ({
      ...p,
      code: `C-${p.id}`,
      quantity: 100,
      pack_multiple: 1,
      price_with_discount: '10.00',
    })),
  });

/** A PUT basket/7 answered with basket_count `count`, then the check read it asks for. */
function putThenRead(mix: Mix, worker: Worker, count: number) {
  const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0); // a write
  if (worker.basket.size > 0) random.mockReturnValueOnce(0.5); // not an order
  random.mockReturnValueOnce(0); // PUT, not increase
  const write = nextRequest(mix, worker);
  expect(`${write.method} ${write.url}`).toBe('PUT http://app/api/v0/basket/7');
  write.answer!(200, json({ value: { id: 7, basket_count: count } }));
  return nextRequest(mix, worker);
}

afterEach(() => vi.restoreAllMocks());

describe('the mixed run staleness check', () => {
  it('counts a read after a basket write that shows another basket_count as stale, and the right one as fresh', async () => {
    const mix = mixOf();
    const worker = workerOf();
    const stale = putThenRead(mix, worker, 3);
    expect(stale.url).toBe('http://app/api/v0/catalog/products?per_page=50');
    await stale.answer!(200, page([{ id: 7, basket_count: 2 }]));
    const fresh = putThenRead(mix, worker, 4);
    await fresh.answer!(200, page([{ id: 7, basket_count: 4 }]));
    expect(mix.tally).toMatchObject({ writes: 2, checks: 2, stale: 1, missing: 0 });
    expect(mix.tally.examples[0]).toContain('basket_count 2 after PUT basket answered 3');
    expect(worker.basket).toEqual(new Map([[7, 4]]));
  });

  it('counts a checked page without the product as missing, not stale', async () => {
    const mix = mixOf();
    const read = putThenRead(mix, workerOf(), 1);
    await read.answer!(200, page([{ id: 8, basket_count: 0 }]));
    expect(mix.tally).toMatchObject({ checks: 1, stale: 0, missing: 1 });
  });

  it('reads the ceiling in the ceiling mix and checks nothing there', () => {
    const read = putThenRead(mixOf(true), workerOf(), 1);
    expect(read.url).toBe(
      `http://app/bench/ceiling?u=${encodeURIComponent('/api/v0/catalog/products?per_page=50')}`,
    );
    expect(read.answer).toBeUndefined();
  });
});

describe('the mixed run order sends', () => {
  it('sends the basket only once what its user pays reaches the minimum order sum', () => {
    const mix = { minimum: '3000.00' };
    const worker = { basket: new Map([[7, 2]]), prices: new Map([[7, 1000_00]]) };
    expect(meetsMinimum(mix, worker)).toBe(false);
    worker.basket.set(7, 3);
    expect(meetsMinimum(mix, worker)).toBe(true);
    expect(meetsMinimum({ minimum: null }, { basket: new Map(), prices: new Map() })).toBe(false);
  });

  it('changes the basket instead of sending an order below the minimum', () => {
    const mix = { ...mixOf(), minimum: '3000.00' };
    const worker: Worker = { ...workerOf(), basket: new Map([[7, 1]]), prices: new Map([[7, 10_00]]) };
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const write = nextRequest(mix, worker);
    expect(`${write.method} ${write.url}`).toBe('PUT http://app/api/v0/basket/7');
  });

  it('puts whole packs of a packed product', () => {
    const mix = { ...mixOf(), targets: [{ id: 7, page: 0, pack: 6 }] };
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const write = nextRequest(mix, workerOf());
    expect((JSON.parse(write.body!) as { count: number }).count % 6).toBe(0);
  });
});
