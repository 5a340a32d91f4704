import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context/request-context';
import { type Computed, createAnswerCache } from './answer-cache';
import { pageText } from './snapshot/product-json';

/** A signed-in asker at `data` (the other revisions fixed). */
const asker = (data: string) =>
  ({
    user: { id: 1 },
    version: 'ru',
    locale: 'ru',
    lang: 'ru',
    currentStoreId: 1,
    basketStoreId: 1,
    discount: 0,
    priceTypeId: null,
    seesWholesale: true,
    revisions: { data, warehouse: '1', user: '1' },
  }) as unknown as RequestContext;

/** A compute that answers an empty page after a turn of the event loop, counting its runs. */
function slowCompute(runs: { n: number }) {
  return async (): Promise<Computed> => {
    runs.n += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const text = pageText([], { page: 1, per_page: 50, total: 0, last_page: 1 });
    return { text, live: [], fresh: true, byStock: false, byUser: false };
  };
}

const noLive = async () => [];

describe('the answer cache (docs/rules.md#catalogue-answers)', () => {
  it('computes an answer once for requests arriving while it is computed at the same revisions, then keeps it', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20 });
    const runs = { n: 0 };
    const bodies = await Promise.all(
      [1, 2, 3].map(() => cache.answer(asker('7'), '/p', slowCompute(runs), noLive)),
    );
    expect(runs.n).toBe(1);
    expect(new Set(bodies.map(String)).size).toBe(1);
    await cache.answer(asker('7'), '/p', slowCompute(runs), noLive);
    expect(runs.n).toBe(1);
  });

  it('computes again for a request at other revisions, and every request when nothing is kept', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20 });
    const runs = { n: 0 };
    await Promise.all([
      cache.answer(asker('7'), '/p', slowCompute(runs), noLive),
      cache.answer(asker('8'), '/p', slowCompute(runs), noLive),
    ]);
    expect(runs.n).toBe(2);
    const off = createAnswerCache({ maxBytes: 0 });
    const each = { n: 0 };
    await Promise.all([1, 2].map(() => off.answer(asker('7'), '/p', slowCompute(each), noLive)));
    expect(each.n).toBe(2);
  });
});
