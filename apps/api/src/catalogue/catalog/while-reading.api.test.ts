import { ProductsQuery } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context/request-context';
import { userContext } from '../../context/user-context';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toFilter } from './catalog.service';
import { type PageRequest, pageWhileReading, readProductPage } from './product-page';
import { currentSnapshot, readingFirstSnapshot, warmUpSnapshot } from './snapshot/snapshot-cache';

/**
 * What a process still reading its first snapshot answers (docs/rules.md#catalogue-read-path): a
 * page read in SQL, equal to what the snapshot answers once read — products, their order, the
 * viewer's fields and the count — for the filters and sorts it reads; a text search waits.
 */
let t: TestApp;
let ctx: RequestContext;
let parent: string;
let child: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet], discount: 5 });
  // Without revisions: each page reads them as it begins (request-revisions.ts).
  ctx = (await userContext(t.db, { userId: user.id, version: 'ru' }))!;
  const top = await createCategory({ db: t.db });
  const sub = await createCategory({ db: t.db, parentId: top.id });
  parent = top.slug;
  child = sub.slug;
  for (let i = 0; i < 7; i++) {
    const product = await createProduct({
      db: t.db,
      categoryId: i % 2 ? top.id : sub.id,
      code: `WR-${i}`,
      nameRu: `Набор ${String.fromCharCode(1080 - i)}`,
      prices: [{ currency: 'RUB', wholesale: `${100 + ((i * 37) % 90)}.00`, retail: '300.00' }],
      stock: [
        { storeId: 1, quantity: i % 3 },
        { storeId: outlet, quantity: i },
      ],
    });
    await addSales({ db: t.db, storeId: outlet, productId: product.id, quantity: i + 1, daysAgo: 1 });
  }
});
afterAll(() => t?.close());

const request = (raw: Record<string, unknown>, page = 1, perPage = 50): PageRequest => {
  const query = ProductsQuery.parse(raw);
  return { filter: toFilter(query), sort: query.sort, limit: perPage, offset: (page - 1) * perPage };
};

describe('a page while the first snapshot is read', () => {
  it('is what the snapshot answers, for every filter and sort it reads in SQL', async () => {
    const cases: PageRequest[] = [
      request({}, 1, 3),
      request({}, 2, 3),
      request({ category: parent, sort: 'name' }, 1, 4),
      request({ category: child, sort: '-price' }),
      request({ category: parent, sort: 'price' }),
      request({ in_stock: true, sort: 'quantity' }),
      request({ sort: 'sales' }),
      request({ category: 'no-such-slug' }),
    ];
    for (const c of cases) {
      const whileReading = await pageWhileReading(ctx, t.db, c);
      const fromSnapshot = await readProductPage(ctx, t.db, c);
      expect(whileReading, JSON.stringify(c)).toEqual(fromSnapshot);
    }
    expect((await pageWhileReading(ctx, t.db, request({})))?.items).toHaveLength(7);
    expect((await pageWhileReading(ctx, t.db, request({ category: 'no-such-slug' })))?.unknownCategory).toBe(
      true,
    );
  });

  it('waits for the snapshot for a text search, a hashtag or a code', async () => {
    for (const filter of [{ q: 'набор' }, { hashtag: 'x' }, { code: 'WR-1' }])
      expect(
        await pageWhileReading(ctx, t.db, { filter, sort: 'code', limit: 5, offset: 0 }),
      ).toBeUndefined();
  });

  it('begins at the warm-up: pages in SQL from its announcement, the whole read after its delay or when a read needs it', async () => {
    // A process of its own: the snapshots are kept per database object.
    const db = Object.create(t.db) as typeof t.db;
    expect(readingFirstSnapshot(db)).toBe(false);
    const started = Date.now();
    const warmed = warmUpSnapshot(db, 300);
    expect(readingFirstSnapshot(db)).toBe(true);
    expect(Date.now() - started).toBeLessThan(300);
    const snapshot = await warmed;
    // setTimeout never fires early: the read began after the delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(readingFirstSnapshot(db)).toBe(false);
    expect(snapshot.byCode).toHaveLength(7);

    const hurried = Object.create(t.db) as typeof t.db;
    const waiting = warmUpSnapshot(hurried, 60_000);
    const needed = await currentSnapshot(hurried);
    expect(await waiting).toBe(needed);
  });
});
