import { Product, ProductsResponse } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import {
  type PriceView,
  pageText,
  productAnswerText,
  productText,
  renderAnswer,
  productJson as textJson,
  type ViewerFields,
} from './product-json';
import { sharedList, sharedMatches, sharedOrder } from './selection';
import {
  createInterner,
  headOf,
  leadOf,
  listPrice,
  mediaOf,
  type SnapshotProductRow,
  searchDocOf,
  snapshotOf,
  toSharedProduct,
  typePrice,
} from './snapshot';

const row = (over: Partial<SnapshotProductRow> = {}): SnapshotProductRow => ({
  id: 7,
  category_id: 3,
  category_slug: 'kartiny',
  parent_id: null,
  size: '40x50',
  is_premium: false,
  code: 'K-7',
  pack_multiple: 1,
  name_ru: 'Закат «над» морем',
  name_en: 'Sunset "over" the sea',
  description_ru: 'Описание',
  description_en: null,
  name_rank_ru: 1,
  name_rank_en: 1,
  properties_ru: [{ slug: 'size', value: '40×50' }],
  properties_en: [{ slug: 'size', value: '40x50' }],
  hashtags_ru: ['#море'],
  hashtags_en: ['#sea'],
  media: [{ id: 1, collection_name: 'main', file_name: 'p/7/a b.jpg', thumb_file_name: 'p/7/a b_t.jpg' }],
  statuses: [{ slug: 'new' }],
  recommendations: [
    { recommendation_value: 'user_tops', store_id: null, product_id: 7, buy_times: 3 },
    { recommendation_value: 'retired_kind', store_id: null, product_id: 7, buy_times: 1 },
  ],
  prices: 'RUB:1000.00:1600.00',
  type_prices: '4:RUB:800.00',
  tag_keys: ['море'],
  tag_keys_en: ['sea'],
  ...over,
});

const viewer: ViewerFields = {
  quantity: 12,
  basket_count: 2,
  from_auto_order: true,
  user_order_count: 5,
  sales_for_report_period: 4,
  is_favourite: true,
  stores: [{ id: 101, name: 'Точка', quantity: 1, supplies: 2 }],
  capacity: { capacity: 10, count: 3, supplies: 1, alias_name: null, is_premium: false, size: '40x50' },
  recommendations: [{ recommendation_value: 'overlook', store_id: 101, product_id: 7, buy_times: 0 }],
};
const view: PriceView = { currency: 'RUB', seesWholesale: true, discount: 7.5, priceTypeId: null };

/** What fastify's schema serialiser would send for the same product: parse, then stringify. */
const reserialised = (json: string) => JSON.stringify(Product.parse(JSON.parse(json)));

describe('productText (docs/rules.md#catalogue-read-path)', () => {
  const product = toSharedProduct(row());
  const productJson = (...args: Parameters<typeof productText>) => textJson(productText(...args));

  it('answers the bytes the contract serialisation gives, keys in its order, in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      const json = productJson(product!, lang, viewer, view);
      expect(json).toBe(reserialised(json));
    }
    const ru = JSON.parse(productJson(product!, 'ru', viewer, view));
    expect(ru).toMatchObject({
      name: 'Закат «над» морем',
      price_with_discount: '925.00',
      basket_count: 2,
      from_auto_order: true,
      media: [{ url: '/media/p/7/a%20b.jpg', url_small: '/media/p/7/a%20b_t.jpg' }],
    });
    expect(ru.smart_recommendations.map((r: { store_id: number | null }) => r.store_id)).toEqual([101, null]);
    expect(JSON.parse(productJson(product!, 'en', viewer, view))).toMatchObject({
      name: 'Sunset "over" the sea',
      description: null,
    });
  });

  it('hides wholesale prices from a user with no group and shows 0.00 / null without a price row', () => {
    const hiddenJson = productJson(
      product!,
      'ru',
      { ...viewer, capacity: null, stores: [] },
      { ...view, seesWholesale: false },
    );
    expect(hiddenJson).toBe(reserialised(hiddenJson));
    const hidden = JSON.parse(hiddenJson);
    expect(hidden).toMatchObject({
      price_wholesale: null,
      price_with_discount: null,
      price_retail: '1600.00',
    });
    const eur = productJson(
      product!,
      'ru',
      { ...viewer, basket_count: 0, from_auto_order: false, recommendations: [] },
      { ...view, currency: 'EUR' },
    );
    expect(JSON.parse(eur)).toMatchObject({
      price_wholesale: '0.00',
      price_with_discount: '0.00',
      price_retail: null,
    });
    expect(eur).toBe(reserialised(eur));
  });

  it("shows the buyer's price type's price with the discount on top, the list price for other types (docs/rules.md#buyer-price)", () => {
    const priced = (priceTypeId: number | null) =>
      JSON.parse(productJson(product!, 'ru', viewer, { ...view, discount: 10, priceTypeId }));
    expect(priced(4)).toMatchObject({
      price_wholesale: '800.00',
      price_with_discount: '720.00',
      price_retail: '1600.00',
    });
    expect(priced(5)).toMatchObject({ price_wholesale: '1000.00', price_with_discount: '900.00' });
    expect(priced(null)).toMatchObject({ price_wholesale: '1000.00', price_with_discount: '900.00' });
  });

  it('wraps a page as the contract serialisation of ProductsResponse would, the live fields in its holes', () => {
    const item = productText(product!, 'ru', viewer, view);
    const other = { ...item, id: 8 };
    const text = pageText([item, other], { page: 1, per_page: 50, total: 2, last_page: 1 });
    expect(text.ids).toEqual([7, 8]);
    expect(text.parts).toHaveLength(11);
    const live = [
      { basket_count: 0, quantity: 5, user_order_count: 1, from_auto_order: false, is_favourite: false },
      { basket_count: 3, quantity: 0, user_order_count: 0, from_auto_order: true, is_favourite: true },
    ];
    const body = renderAnswer(text, live).toString();
    const parsed = ProductsResponse.parse(JSON.parse(body));
    expect(body).toBe(JSON.stringify(parsed));
    expect(
      parsed.data.map(({ basket_count, quantity, user_order_count, from_auto_order, is_favourite }) => ({
        basket_count,
        quantity,
        user_order_count,
        from_auto_order,
        is_favourite,
      })),
    ).toEqual(live);
    expect(renderAnswer(pageText([], { page: 2, per_page: 50, total: 0, last_page: 1 }), []).toString()).toBe(
      '{"data":[],"meta":{"page":2,"per_page":50,"total":0,"last_page":1}}',
    );
    const one = renderAnswer(productAnswerText(item), [{ ...item.live, quantity: 12 }]).toString();
    expect(JSON.parse(one).data).toMatchObject({ id: 7, quantity: 12, basket_count: 2, user_order_count: 5 });
    expect(one).toBe(`{"data":${textJson({ ...item, live: { ...item.live, quantity: 12 } })}}`);
  });
});

describe('snapshot selection', () => {
  const snapshot = snapshotOf(
    { revision: 1, seq: 1 },
    [
      row({
        id: 1,
        code: 'A',
        category_id: 2,
        name_ru: 'Пазлы',
        name_rank_ru: 2,
        prices: '',
        type_prices: '',
      }),
      row({
        id: 2,
        code: 'B',
        category_id: 3,
        name_rank_ru: 1,
        tag_keys: ['лес'],
        type_prices: '4:RUB:1.00',
      }),
      row({
        id: 3,
        code: 'C',
        category_id: 3,
        name_rank_ru: 3,
        prices: 'RUB:5.00:9.00',
        type_prices: '',
      }),
    ].map((r) => toSharedProduct(r)),
    [
      { id: 2, parent_id: null, slug: 'root' },
      { id: 3, parent_id: 2, slug: 'child' },
    ],
  );
  const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);
  const price = { currency: 'RUB', seesWholesale: true, priceTypeId: null };

  it('filters by category with descendants, text, hashtag, code; unknown slug', () => {
    expect(sharedMatches(snapshot, { category: 'root' }, 'ru')).toEqual(new Set([1, 2, 3]));
    expect(sharedMatches(snapshot, { category: 'child', hashtag: '#ЛЕС' }, 'ru')).toEqual(new Set([2]));
    expect(sharedMatches(snapshot, { q: 'ПАЗЛ' }, 'ru')).toEqual(new Set([1]));
    expect(
      ids(sharedList(snapshot, { filter: { q: 'закат' }, sort: 'code', lang: 'ru', price }) as never),
    ).toEqual([2, 3]);
    expect(sharedMatches(snapshot, { code: 'C' }, 'ru')).toEqual(new Set([3]));
    expect(sharedMatches(snapshot, { category: 'nope' }, 'ru')).toBe('unknown-category');
    expect(sharedMatches(snapshot, {}, 'ru')).toBeUndefined();
  });

  it('sorts by code, name and price both ways with missing prices last and code among equals', () => {
    expect(ids(sharedOrder(snapshot, { sort: 'code', lang: 'ru', price }))).toEqual([1, 2, 3]);
    expect(ids(sharedOrder(snapshot, { sort: 'name', lang: 'ru', price }))).toEqual([2, 1, 3]);
    expect(ids(sharedOrder(snapshot, { sort: 'price', lang: 'ru', price }))).toEqual([3, 2, 1]);
    expect(ids(sharedOrder(snapshot, { sort: '-price', lang: 'ru', price }))).toEqual([2, 3, 1]);
  });

  it("keeps a text's ranked products with the snapshot and intersects them with other filters", () => {
    const search = { filter: { q: 'закат' }, sort: 'code' as const, lang: 'ru' as const, price };
    const first = sharedList(snapshot, search);
    expect(snapshot.searches.get('закат')).toBe(first);
    expect(sharedList(snapshot, search)).toBe(first);
    expect(ids(sharedList(snapshot, { ...search, filter: { q: 'закат', code: 'C' } }) as never)).toEqual([3]);
    expect(ids(sharedList(snapshot, { ...search, sort: 'name' }) as never)).toEqual([2, 3]);
  });

  it("sorts by the buyer's price of their price type, the list price where the type has none", () => {
    const typed = { ...price, priceTypeId: 4 };
    // Product 2 (list 5.00) costs 1.00 in type 4, under product 3's list price.
    expect(ids(sharedOrder(snapshot, { sort: 'price', lang: 'ru', price: typed }))).toEqual([2, 3, 1]);
    expect(ids(sharedOrder(snapshot, { sort: 'price', lang: 'ru', price }))).toEqual([3, 2, 1]);
  });
});

describe('the compact shared product (docs/rules.md#snapshot-memory)', () => {
  it('reads each price by its currency and price type, and no other', () => {
    const p = toSharedProduct(
      row({
        prices: 'RUB:1000.00:1600.00;EUR:10.00:16.00',
        type_prices: '14:RUB:700.00;4:RUB:800.00;4:EUR:8.00',
      }),
    );
    expect(listPrice(p, 'RUB')).toEqual({ wholesale: '1000.00', retail: '1600.00' });
    expect(listPrice(p, 'EUR')).toEqual({ wholesale: '10.00', retail: '16.00' });
    expect(listPrice(p, 'PLN')).toBeUndefined();
    expect([typePrice(p, 4, 'RUB'), typePrice(p, 14, 'RUB'), typePrice(p, 4, 'EUR')]).toEqual([
      '800.00',
      '700.00',
      '8.00',
    ]);
    expect(typePrice(p, 1, 'RUB')).toBeUndefined();
    expect(listPrice(toSharedProduct(row({ prices: '' })), 'RUB')).toBeUndefined();
  });

  it('keeps the texts of the version it replaces when they are unchanged, and shares equal values', () => {
    const intern = createInterner();
    const first = toSharedProduct(row(), { intern });
    const repriced = toSharedProduct(row({ prices: 'RUB:1100.00:1700.00' }), { intern, like: first });
    expect(repriced.slab).toBe(first.slab);
    expect([repriced.leadAt, repriced.textsEnd]).toEqual([first.leadAt, first.textsEnd]);
    expect(listPrice(repriced, 'RUB')).toEqual({ wholesale: '1100.00', retail: '1700.00' });
    const described = toSharedProduct(row({ description_ru: 'Новое' }), { intern, like: first });
    expect(described.leadAt === first.leadAt && described.slab === first.slab).toBe(false);
    expect(headOf(described, 'ru')).toContain('"description":"Новое"');
    expect([leadOf(described), headOf(described, 'en'), mediaOf(described)]).toEqual([
      leadOf(first),
      headOf(first, 'en'),
      mediaOf(first),
    ]);
    const sibling = toSharedProduct(row({ id: 8, code: 'K-8' }), { intern });
    expect(sibling.middle).toBe(first.middle);
    expect(sibling.shelf).toBe(first.shelf);
    expect(sibling.tagKeys.en).toBe(first.tagKeys.en);
  });

  it('gives the search every text of both languages out of the pre-serialised heads', () => {
    expect(searchDocOf(toSharedProduct(row()))).toEqual({
      id: 7,
      code: 'K-7',
      names: ['Закат «над» морем', 'Sunset "over" the sea'],
      terms: ['Описание', '', '40×50', '40x50', '#море', '#sea'],
    });
  });
});
