import { describe, expect, it } from 'vitest';
import { parseRevisions } from './request-revisions';
import { covers, createTaggedCache, indexOf, inIdOrder } from './viewer-data';

describe('parseRevisions', () => {
  it('reads the catalogue, viewer, day and per-store revisions of the data revision', () => {
    const at = parseRevisions({ data: '41.7.2026-11-29.1:0,56:3,101:12', user: '5', warehouse: '9' });
    expect(at).toEqual({
      catalog: 41,
      viewer: 7,
      day: 20261129,
      stores: new Map([
        [1, 0],
        [56, 3],
        [101, 12],
      ]),
      user: 5,
      warehouse: 9,
    });
  });

  it('refuses another shape (the old sum of store revisions)', () => {
    expect(() => parseRevisions({ data: '41.7.2026-11-29', user: '0', warehouse: '0' })).toThrow();
  });
});

describe('covers', () => {
  it('holds when every part is as new or newer', () => {
    expect(covers([3, 7, 20261129], [3, 6, 20261129])).toBe(true);
    expect(covers([3, 7, 20261128], [3, 7, 20261129])).toBe(false);
  });
});

describe('indexOf', () => {
  it('finds ids in an ascending array and answers -1 for the others', () => {
    const ids = Int32Array.from([2, 5, 9, 14]);
    expect([2, 5, 9, 14].map((id) => indexOf(ids, id))).toEqual([0, 1, 2, 3]);
    expect([1, 6, 15].map((id) => indexOf(ids, id))).toEqual([-1, -1, -1]);
    expect(indexOf(new Int32Array(0), 1)).toBe(-1);
  });
});

describe('the tagged cache', () => {
  /** A loader answering `value` at revision `revision`, counting its reads. */
  function source() {
    const state = { revision: 1, value: 'a', reads: 0 };
    const load = async () => {
      state.reads += 1;
      const read = { tag: [state.revision], value: state.value, bytes: 10 };
      await new Promise((resolve) => setTimeout(resolve, 5));
      return read;
    };
    return { state, load };
  }

  it('answers the kept value while it covers the request, reads again when the request is newer', async () => {
    const cache = createTaggedCache(1000);
    const { state, load } = source();
    expect(await cache.get('k', [1], load)).toBe('a');
    expect(await cache.get('k', [1], load)).toBe('a');
    expect(state.reads).toBe(1);
    Object.assign(state, { revision: 2, value: 'b' });
    expect(await cache.get('k', [2], load)).toBe('b');
    expect(await cache.get('k', [1], load)).toBe('b');
    expect(state.reads).toBe(2);
  });

  it('shares a read in flight only when it covers the request', async () => {
    const cache = createTaggedCache(1000);
    const { state, load } = source();
    // A read begun at revision 1; then a commit; then a request that began after it.
    const early = cache.get('k', [1], load);
    Object.assign(state, { revision: 2, value: 'b' });
    const late = cache.get('k', [2], load);
    const sharing = cache.get('k', [1], load);
    expect(await early).toBe('a');
    expect(await sharing).toBe('a');
    expect(await late).toBe('b');
    expect(state.reads).toBe(2);
    expect(await cache.get('k', [2], load)).toBe('b');
  });

  it('reads anew for a request whose revisions do not cover the key, keeping the newest read', async () => {
    const cache = createTaggedCache(1000);
    const { state, load } = source();
    await cache.get('k', [1], load);
    Object.assign(state, { revision: 3, value: 'c' });
    expect(await cache.get('k', null, load)).toBe('c');
    expect(state.reads).toBe(2);
    expect(await cache.get('k', [3], load)).toBe('c');
    expect(state.reads).toBe(2);
  });

  it('keeps nothing larger than its bound', async () => {
    const cache = createTaggedCache(5);
    const { state, load } = source();
    await cache.get('k', [1], load);
    await cache.get('k', [1], load);
    expect(state.reads).toBe(2);
  });
});

describe('inIdOrder', () => {
  const row = (ids: number[]) => ({
    store_revision: 1,
    warehouse_revision: 2,
    product_ids: ids,
    quantities: ids.map((id) => id * 10),
    supplies: ids.map((id) => id * 100),
  });

  it("keeps a store's stock rows in product id order, sorting the three arrays together when they are not", () => {
    const ordered = row([1, 2, 5]);
    expect(inIdOrder(ordered)).toBe(ordered);
    expect(inIdOrder(row([5, 1, 2]))).toEqual(row([1, 2, 5]));
  });
});
