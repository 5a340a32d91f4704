import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { addRecommendation, createCategory, createProduct } from '../../../test/factories/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pruneCatalogChanges } from './catalog-changes.repository';
import { type PriceBasis, sharedList } from './selection';
import { type CatalogSnapshot, DEAD_TEXT_MIN_BYTES, headOf, leadOf, mediaOf } from './snapshot';
import { loadSnapshot } from './snapshot-cache';

/**
 * A snapshot patched for the products changed since it was built (docs/rules.md#snapshot-patch)
 * answers exactly what one read whole at the same revision answers: each change below is applied,
 * then the patch of the previous snapshot and a whole read are compared by everything a page reads
 * of them — the products' texts and prices, the code and name orders, a category's list, the
 * hashtag filter and the text search (built before the change, so the patch lays over it).
 */
let t: TestApp;
let categoryId: number;
let other: number;
let ids: number[];

const price: PriceBasis = { currency: 'RUB', seesWholesale: true, priceTypeId: null };
const ids_ = (list: ReturnType<typeof sharedList>) =>
  list === 'unknown-category' ? list : list.map((p) => p.id);
const lists = (s: CatalogSnapshot, slug: string) => ({
  code: ids_(sharedList(s, { filter: {}, sort: 'code', lang: 'ru', price })),
  nameRu: ids_(sharedList(s, { filter: {}, sort: 'name', lang: 'ru', price })),
  nameEn: ids_(sharedList(s, { filter: {}, sort: 'name', lang: 'en', price })),
  price: ids_(sharedList(s, { filter: {}, sort: '-price', lang: 'ru', price })),
  category: ids_(sharedList(s, { filter: { category: slug }, sort: 'code', lang: 'ru', price })),
  tag: ids_(sharedList(s, { filter: { hashtag: 'зелёный' }, sort: 'code', lang: 'ru', price })),
  tagEn: ids_(sharedList(s, { filter: { hashtag: 'green' }, sort: 'code', lang: 'en', price })),
  search: ['товар', 'новое', 'холст', 'zz'].map((q) =>
    ids_(sharedList(s, { filter: { q }, sort: 'code', lang: 'ru', price })),
  ),
});
const view = (s: CatalogSnapshot, slug: string) => ({
  revision: s.revision,
  seq: s.seq,
  products: s.byCode.map((p) => [
    p.code,
    leadOf(p),
    mediaOf(p),
    headOf(p, 'ru'),
    headOf(p, 'en'),
    p.middle,
    p.network,
    p.prices,
    p.typePrices,
  ]),
  lists: lists(s, slug),
});

let slug: string;
let current: CatalogSnapshot;

/** Applies `change`, then expects the patch of the current snapshot (or a whole read when `patched` is false) to equal a whole read. */
async function expectPatchAfter(change: () => Promise<unknown>, patched = true) {
  lists(current, slug); // builds the search index and the orders, so the patch must keep them right
  await change();
  const next = await loadSnapshot(t.db, current);
  const whole = await loadSnapshot(t.db);
  expect(next.patched).toBe(patched);
  expect(view(next, slug)).toEqual(view(whole, slug));
  current = next;
}

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory({ db: t.db });
  categoryId = category.id;
  slug = category.slug;
  other = (await createCategory({ db: t.db })).id;
  ids = [];
  for (let i = 0; i < 12; i++) {
    const product = await createProduct({
      db: t.db,
      categoryId: i % 3 === 0 ? other : categoryId,
      code: `PT-${String(i).padStart(3, '0')}`,
      nameRu: `Товар ${String.fromCharCode(1072 + ((i * 7) % 20))}`,
      nameEn: `Product ${String.fromCharCode(97 + ((i * 5) % 20))}`,
      descriptionRu: i % 2 ? 'Холст на подрамнике' : null,
      hashtags: i % 4 === 0 ? [{ name: 'зелёный', nameEn: 'green' }] : [],
      prices: [{ currency: 'RUB', wholesale: `${100 + i}.00`, retail: `${200 + i}.00` }],
    });
    ids.push(product.id);
  }
  current = await loadSnapshot(t.db);
});
afterAll(() => t?.close());

describe('a whole read (docs/rules.md#snapshot-memory)', () => {
  it('read in parts of the code order equals one read in a single part', async () => {
    const single = await loadSnapshot(t.db);
    const parts = await loadSnapshot(t.db, undefined, { chunk: 5 });
    expect(parts.byCode.length).toBe(12);
    expect(view(parts, slug)).toEqual(view(single, slug));
  });
});

describe('a patched snapshot equals a whole read', () => {
  it('after a rename (its places in the name orders read by its neighbours)', () =>
    expectPatchAfter(() =>
      t.db.execute(sql`update products set name_ru = 'Аа новое имя' where id = ${ids[5]}`),
    ));

  it('after a price change', () =>
    expectPatchAfter(() =>
      t.db.execute(
        sql`update product_prices set wholesale = 999 where product_id = ${ids[2]} and currency = 'RUB'`,
      ),
    ));

  it('after a new product (several statements)', () =>
    expectPatchAfter(() =>
      createProduct({ db: t.db, categoryId, code: 'PT-0005a', nameRu: 'Новое zz', hashtags: ['зелёный'] }),
    ));

  it('after a description change (the search laid over the built index)', () =>
    expectPatchAfter(() =>
      t.db.execute(sql`update products set description_ru = 'zz новое' where id = ${ids[1]}`),
    ));

  it('after a product is archived, moved to another category, and a code changed', () =>
    expectPatchAfter(async () => {
      await t.db.execute(sql`update products set archived_at = now() where id = ${ids[4]}`);
      await t.db.execute(sql`update products set category_id = ${other} where id = ${ids[7]}`);
      await t.db.execute(sql`update products set code = 'PT-000' || 'z' where id = ${ids[8]}`);
    }));

  it('after a hashtag is put on a product and a network recommendation added', () =>
    expectPatchAfter(async () => {
      await t.db.execute(
        sql`insert into product_hashtags (product_id, hashtag_id) select ${ids[9]}, id from hashtags where name = 'зелёный'`,
      );
      await addRecommendation({ db: t.db, productId: ids[10]!, kind: 'user_tops' });
    }));

  it('is read whole after a category change, a change of too many products, or changes pruned', async () => {
    await expectPatchAfter(
      () => t.db.execute(sql`update categories set name_ru = 'Другое' where id = ${other}`),
      false,
    );
    await expectPatchAfter(
      () => t.db.execute(sql`select catalog_changes_record(array(select generate_series(1, 1001)))`),
      false,
    );
    await expectPatchAfter(
      () => t.db.execute(sql`update products set name_en = 'Renamed' where id = ${ids[3]}`),
      true,
    );
    await expectPatchAfter(async () => {
      await t.db.execute(sql`update products set name_en = 'Renamed again' where id = ${ids[3]}`);
      await t.db.execute(sql`update catalog_revision set pruned_to = seq`);
    }, false);
  });

  it('after many renames into one gap (the name ranks read again once the gap is used up)', async () => {
    // Each name sorts right after the one before and before every other: the gap halves each time.
    for (let i = 1; i <= 24; i++) {
      const name = `Ба${'я'.repeat(i)}`;
      await expectPatchAfter(() =>
        t.db.execute(sql`update products set name_ru = ${name} where id = ${ids[i % ids.length]}`),
      );
    }
  });

  it('is read whole once the products patched away hold too much of the text arena', async () => {
    const before = current.deadTextBytes;
    await expectPatchAfter(() =>
      t.db.execute(sql`update product_prices set retail = retail + 1 where product_id = ${ids[2]}`),
    );
    expect(current.deadTextBytes).toBe(before); // a price change leaves the texts where they are
    await expectPatchAfter(() =>
      t.db.execute(sql`update products set description_ru = 'Новое описание' where id = ${ids[2]}`),
    );
    expect(current.deadTextBytes).toBeGreaterThan(before);
    current = { ...current, deadTextBytes: current.textBytes + DEAD_TEXT_MIN_BYTES };
    await expectPatchAfter(
      () => t.db.execute(sql`update products set description_ru = 'Ещё описание' where id = ${ids[2]}`),
      false,
    );
    expect(current.deadTextBytes).toBe(0);
  });

  it('records nothing for a statement that changed no row', async () => {
    const before = await loadSnapshot(t.db, current);
    await t.db.execute(sql`update products set name_ru = 'x' where id = -1`);
    const after = await loadSnapshot(t.db, before);
    expect(after.revision).toBe(before.revision);
  });
});

describe('pruning the change records', () => {
  it('deletes records older than an hour and moves pruned_to past them, so an older snapshot is read whole', async () => {
    const before = await loadSnapshot(t.db);
    await t.db.execute(sql`update products set name_ru = 'Ещё имя' where id = ${ids[6]}`);
    await t.db.execute(sql`update catalog_changes set at = now() - interval '2 hours'`);
    expect(await pruneCatalogChanges(t.db)).toBeGreaterThan(0);
    const [left] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from catalog_changes`);
    expect(left?.n).toBe(0);
    expect((await loadSnapshot(t.db, before)).patched).toBe(false);
  });
});
