import { EXPORT_COLUMNS, type Product, priceListFileName } from '@kits/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../../test/context';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openPriceList } from './export.rows';

/**
 * The price list export over HTTP (docs/rules.md#routes /export, docs/rules.md#spec-6): CSV and XLSX hold the rows the catalogue
 * API shows for the same filters and sort — codes in order, prices with the user's discount, stock,
 * order counts, absolute image and product links — on every page.
 */
let t: TestApp;
let shop: string;
let viewer: string;
let userId: number;

type CsvRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** Every page of GET catalog/products for `query` (per_page 100). */
async function catalogue(query: Record<string, string>, version: 'ru' | 'en' = 'ru'): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...query, page: String(page), per_page: '100' });
    const res = await t.call('GET', `/api/v0/catalog/products?${params}`, { token: shop, version });
    expect(res.status).toBe(200);
    products.push(...res.body.data);
    if (page >= res.body.meta.last_page) return products;
  }
}

/** The CSV export for `query`, parsed back by column key (the header row is localized). */
async function csvRows(query: Record<string, string>, version: 'ru' | 'en' = 'ru') {
  const res = await t.call('GET', `/api/v0/export/products.csv?${new URLSearchParams(query)}`, {
    token: shop,
    version,
  });
  expect(res.status, res.bytes.toString()).toBe(200);
  const [header, ...rows] = parse(res.bytes, { bom: true, delimiter: ';' }) as string[][];
  const records = rows.map(
    (cells) => Object.fromEntries(EXPORT_COLUMNS.map((key, i) => [key, cells[i]!])) as CsvRow,
  );
  return { res, header: header!, records };
}

/** Money as the Russian CSV writes it: a decimal comma, which Russian Excel reads as a number. */
const ruMoney = (amount: string | null) => (amount ?? '').replace('.', ',');

/** What a catalogue product must look like in the (Russian) CSV. */
const expectedCsv = (p: Product, origin: string) => ({
  code: p.code,
  name: p.name,
  price_wholesale: ruMoney(p.price_wholesale),
  price_with_discount: ruMoney(p.price_with_discount),
  price_retail: ruMoney(p.price_retail),
  currency: p.store_currency,
  quantity: String(p.quantity),
  user_order_count: String(p.user_order_count),
  hashtags: p.hash_tags.map((h) => h.name).join(', '),
  image_url: p.media[0] ? `${origin}${p.media[0].url}` : '',
});
const pick = (row: CsvRow) => ({
  code: row.code,
  name: row.name,
  price_wholesale: row.price_wholesale,
  price_with_discount: row.price_with_discount,
  price_retail: row.price_retail,
  currency: row.currency,
  quantity: row.quantity,
  user_order_count: row.user_order_count,
  hashtags: row.hashtags,
  image_url: row.image_url,
});

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, currency: 'RUB' });
  await createStore({ db: t.db, id: 56, currency: 'EUR', version: 'en' });
  const customer = await createUser({ db: t.db, groups: ['warehouse'], stores: [1], discount: 10 });
  const noGroup = await createUser({ db: t.db, stores: [1] });
  userId = customer.user.id;
  shop = await loginAs(t, customer.user.username, customer.password);
  viewer = await loginAs(t, noGroup.user.username, noGroup.password);

  const paint = await createCategory({ db: t.db, slug: 'exp-paint', nameRu: 'Картины', nameEn: 'Paintings' });
  const sized = await createCategory({
    db: t.db,
    slug: 'exp-paint-40x50',
    parentId: paint.id,
    nameRu: 'Картины 40×50',
  });
  const other = await createCategory({ db: t.db, slug: 'exp-other', nameRu: 'Аксессуары' });
  const categories = [paint.id, sized.id, other.id];
  for (let i = 1; i <= 9; i += 1) {
    const wholesale = (100 * i + 0.55).toFixed(2);
    await createProduct({
      db: t.db,
      categoryId: categories[i % 3]!,
      code: `EXP-${String(i).padStart(3, '0')}`,
      nameRu: i === 4 ? 'Картина «Закат; море» "40×50"' : `Картина по номерам ${i}`,
      prices: i === 9 ? [] : [{ currency: 'RUB', wholesale, retail: (200 * i).toFixed(2) }],
      stock: [{ storeId: 1, quantity: i % 4 === 0 ? 0 : i * 3 }],
      properties: [
        { slug: 'size', value: '40x50' },
        { slug: 'premium', value: i % 2 === 0 ? '1' : '0' },
        ...(i === 5 ? [{ slug: 'special', value: 'Светится в темноте', valueEn: 'Glows in the dark' }] : []),
        ...(i === 6 ? [{ slug: 'material', value: 'хлопок' }] : []),
      ],
      // «хит» has no English name: the English version shows the Russian one (decision 0017).
      hashtags: i % 3 === 0 ? [{ name: 'новинка', nameEn: 'new' }, 'хит'] : [],
      statuses: i === 7 ? ['new'] : ['approved_by_content_manager'],
      media:
        i === 8
          ? []
          : [{ fileName: `p/${i}/main.jpg`, thumbFileName: `p/${i}/main_75.jpg`, collectionName: 'main' }],
    });
  }
  const [first] = await catalogue({ q: 'EXP-002' });
  await createOrder({
    db: t.db,
    userId,
    storeId: 1,
    lines: [{ productId: first!.id, quantity: 4, price: '1.00' }],
  });
});
afterAll(() => t?.close());

describe('GET /export/products.csv', () => {
  it('answers the catalogue’s rows with the same filters and sort, prices with the discount', async () => {
    const queries: Record<string, string>[] = [
      {},
      { category: 'exp-paint' },
      { in_stock: 'true', sort: '-price' },
      { hashtag: '#НОВИНКА' },
      { q: 'закат' },
      { sort: 'quantity' },
    ];
    for (const query of queries) {
      const { res, records } = await csvRows(query);
      const products = await catalogue(query);
      expect(products.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(records.map(pick), JSON.stringify(query)).toEqual(products.map((p) => expectedCsv(p, t.ruUrl)));
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${priceListFileName('csv')}"`,
      );
    }
  });

  it('writes UTF-8 with a BOM, a Russian header, quoted fields and every column', async () => {
    const { res, header, records } = await csvRows({});
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual([
      'Артикул',
      'Наименование',
      'Категория',
      'Размер',
      'Премиум',
      'Другие свойства',
      'Оптовая цена',
      'Цена с вашей скидкой',
      'Розничная цена',
      'Валюта',
      'Остаток на складе',
      'Вы заказали, шт.',
      'Хэштеги',
      'Картинка',
      'Страница товара',
    ]);
    const byCode = new Map(records.map((r) => [r.code, r]));
    expect(byCode.get('EXP-004')).toMatchObject({
      name: 'Картина «Закат; море» "40×50"',
      category: 'Картины 40×50',
      size: '40x50',
      premium: 'да',
      // Decimal commas in the Russian CSV: Russian Excel reads "400.55" as text (issue 16).
      price_wholesale: '400,55',
      price_with_discount: '360,50',
      price_retail: '800,00',
      quantity: '0',
      product_url: `${t.ruUrl}/catalog/exp-paint-40x50/EXP-004`,
    });
    expect(byCode.get('EXP-005')).toMatchObject({
      premium: 'нет',
      // The special series by its value, not the internal key "special:".
      properties: 'Светится в темноте',
    });
    expect(byCode.get('EXP-002')?.user_order_count).toBe('4');
    // No price row: "0.00" wholesale as in the table; not approved: no product link; no picture: no image.
    expect(byCode.get('EXP-009')).toMatchObject({ price_wholesale: '0,00', price_retail: '' });
    expect(byCode.get('EXP-007')?.product_url).toBe('');
    expect(byCode.get('EXP-008')?.image_url).toBe('');
    expect(res.bytes.toString('utf8')).toContain('\r\n');
  });

  it('links to /en product pages with English headers in the English version', async () => {
    const { header, records } = await csvRows({ q: 'EXP-001' }, 'en');
    expect(header[0]).toBe('Code');
    expect(records[0]?.product_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/en\/catalog\/exp-paint-40x50\/EXP-001$/,
    );
    // Store 1 belongs to the Russian version: in the English one the user works in store 56 (EUR).
    expect(records[0]?.currency).toBe('EUR');
    // English readers get dot decimals.
    expect(records[0]?.price_wholesale).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes English hashtags and property values in the English version, the Russian where there is none', async () => {
    const { records } = await csvRows({ hashtag: '#New' }, 'en');
    expect(records.map((r) => [r.code, r.hashtags])).toEqual([
      ['EXP-003', 'new, хит'],
      ['EXP-006', 'new, хит'],
      ['EXP-009', 'new, хит'],
    ]);
    expect(records.find((r) => r.code === 'EXP-006')?.properties).toBe('material: хлопок');
    const special = await csvRows({ q: 'EXP-005' }, 'en');
    expect(special.records[0]).toMatchObject({ premium: 'no', properties: 'Glows in the dark' });
    expect((await csvRows({ hashtag: 'new' }, 'ru')).records).toEqual([]);
  });

  it('answers HEAD with the file headers and no body', async () => {
    const res = await t.call('HEAD', '/api/v0/export/products.xlsx', { token: shop });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${priceListFileName('xlsx')}"`,
    );
    expect(res.bytes.length).toBe(0);
  });

  it('refuses a user without a group (403), anonymous callers (401) and an unknown category (404)', async () => {
    const forbidden = await t.call('GET', '/api/v0/export/products.csv', { token: viewer });
    expect(forbidden.status).toBe(403);
    expect((await t.call('GET', '/api/v0/export/products.xlsx', { token: viewer })).status).toBe(403);
    expect((await t.call('GET', '/api/v0/export/products.csv')).status).toBe(401);
    const unknown = await t.call('GET', '/api/v0/export/products.csv?category=nope', { token: shop });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Категория «nope» не найдена');
    expect((await t.call('GET', '/api/v0/export/products.csv?sort=random', { token: shop })).status).toBe(
      400,
    );
  });
});

describe('GET /export/products.xlsx', () => {
  it('opens with exceljs and holds the same rows, money as numbers with two decimals', async () => {
    const query = { category: 'exp-paint', sort: 'price' };
    const res = await t.call('GET', `/api/v0/export/products.xlsx?${new URLSearchParams(query)}`, {
      token: shop,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${priceListFileName('xlsx')}"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Прайс-лист')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Артикул');
    const column = (key: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(key) + 1;
    const rows: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const image = row.getCell(column('image_url')).value as { text: string } | null;
      rows.push({
        code: row.getCell(column('code')).value,
        price_wholesale: row.getCell(column('price_wholesale')).value,
        price_with_discount: row.getCell(column('price_with_discount')).value,
        quantity: row.getCell(column('quantity')).value,
        image_url: image?.text ?? '',
      });
    });
    const products = await catalogue(query);
    expect(rows).toEqual(
      products.map((p) => ({
        code: p.code,
        price_wholesale: Number(p.price_wholesale),
        price_with_discount: Number(p.price_with_discount),
        quantity: p.quantity,
        image_url: p.media[0] ? `${t.ruUrl}${p.media[0].url}` : '',
      })),
    );
    expect(sheet.getRow(2).getCell(column('price_wholesale')).numFmt).toBe('#,##0.00');
    expect(sheet.getColumn(column('name')).width).toBe(48);
  });

  it('holds the English hashtags and property values in the English version', async () => {
    const query = new URLSearchParams({ q: 'EXP-00', sort: 'code' });
    const res = await t.call('GET', `/api/v0/export/products.xlsx?${query}`, { token: shop, version: 'en' });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const column = (key: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(key) + 1;
    const byCode = new Map<string, { properties: unknown; hashtags: unknown }>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      byCode.set(String(row.getCell(column('code')).value), {
        properties: row.getCell(column('properties')).value,
        hashtags: row.getCell(column('hashtags')).value,
      });
    });
    expect(byCode.get('EXP-005')?.properties).toBe('Glows in the dark');
    expect(byCode.get('EXP-003')?.hashtags).toBe('new, хит');
  });
});

describe('openPriceList', () => {
  it('gives the same rows in the same order whatever the page size', async () => {
    const ctx = testContext({ id: userId, groups: ['warehouse'], currentStoreId: 1, discount: 10 });
    const codes = async (pageSize: number) => {
      const list = await openPriceList(ctx, {
        db: t.db,
        query: { category: 'all', sort: 'name' },
        origin: '',
        pageSize,
      });
      const all: string[] = [];
      for await (const page of list.pages) all.push(...page.map((r) => r.code));
      return { total: list.total, all };
    };
    const one = await codes(2);
    expect(one.all).toHaveLength(9);
    expect(one.total).toBe(9);
    expect((await codes(500)).all).toEqual(one.all);
  });
});

describe('CSV formula injection (OWASP)', () => {
  it('neutralises cells that start with =, +, -, @, tab or CR; the XLSX keeps them as plain text', async () => {
    const names = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    for (const [i, nameRu] of names.entries()) {
      await createProduct({
        db: t.db,
        categoryId: (await createCategory({ db: t.db, slug: `exp-inj-${i}`, nameRu: 'Инъекции' })).id,
        code: `INJ-${i}`,
        nameRu,
        prices: [{ currency: 'RUB', wholesale: '10.00', retail: '20.00' }],
        stock: [{ storeId: 1, quantity: 1 }],
        statuses: ['approved_by_content_manager'],
      });
    }
    const { records } = await csvRows({ q: 'INJ-' });
    const byCode = new Map(records.map((r) => [r.code, r.name]));
    for (const [i, name] of names.entries()) expect(byCode.get(`INJ-${i}`)).toBe(`'${name}`);

    const res = await t.call('GET', '/api/v0/export/products.xlsx?q=INJ-', { token: shop });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(2).value);
    });
    expect(cells.length).toBe(names.length);
    for (const value of cells) expect(typeof value).toBe('string');
  });
});
