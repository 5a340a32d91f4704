import { describe, expect, it } from 'vitest';
import { collectionPages, type MoyskladCollection } from './moysklad.paging';
import type { MoyskladQuery } from './moysklad.transport';

/** A `get` over `total` numbered rows paged by offset (no nextHref), recording each request's offset. */
function pagedGet(total: number, options: { failAt?: number } = {}) {
  const asked: number[] = [];
  const get = async <R>(_path: string, query?: MoyskladQuery): Promise<R> => {
    const offset = Number(query?.offset ?? 0);
    const limit = Number(query?.limit ?? 1000);
    asked.push(offset);
    if (offset === options.failAt) throw new Error(`page at ${offset} failed`);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    const page: MoyskladCollection<number> = { meta: { href: 'x', size: total, limit, offset }, rows };
    return page as R;
  };
  return { get, asked };
}

describe('collectionPages', () => {
  it('asks for the next page while the caller holds this one, and for nothing after the last', async () => {
    const { get, asked } = pagedGet(25);
    const seen: { first: number; askedThen: number[] }[] = [];
    for await (const rows of collectionPages<number>(get, 'entity/x', { limit: 10 }))
      seen.push({ first: rows[0]!, askedThen: [...asked] });
    expect(seen).toEqual([
      { first: 0, askedThen: [0, 10] },
      { first: 10, askedThen: [0, 10, 20] },
      { first: 20, askedThen: [0, 10, 20] },
    ]);
  });

  it('throws a failed next page where the caller goes on, after the page it holds', async () => {
    const { get } = pagedGet(25, { failAt: 10 });
    const firsts: number[] = [];
    await expect(async () => {
      for await (const rows of collectionPages<number>(get, 'entity/x', { limit: 10 })) firsts.push(rows[0]!);
    }).rejects.toThrow('page at 10 failed');
    expect(firsts).toEqual([0]);
  });
});
