import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { ShopifyAccountResponse, ShopifyAccountsResponse, ShopifyPreviewResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopifyCsv } from '../../catalogue/import';
import { queryRows } from '../../db/client';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { type FakeShopify, startFakeShopify } from '../../test/fake-shopify';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Connected Shopify accounts through HTTP against the fake shop (docs/rules.md#shopify-account,
 * docs/rules.md#shopify-price-rule): connect, refuse, unreachable, tokens never answered, stored
 * or logged in the clear, ownership, the publish preview and the Shopify CSV.
 */

let fake: FakeShopify;
let t: TestApp;
const logLines: string[] = [];
let outletRub: number;
let outletEur: number;
let parent: number;
let child: number;
let other: number;
const codes = {
  a: `SHA-${randomBytes(3).toString('hex')}`,
  b: `SHB-${randomBytes(3).toString('hex')}`,
  c: `SHC-${randomBytes(3).toString('hex')}`,
};

const TOKEN = `shpat_${randomBytes(16).toString('hex')}`;
const unique = () => randomBytes(3).toString('hex');

beforeAll(async () => {
  fake = await startFakeShopify();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ SHOPIFY_ADMIN_URL: fake.adminUrl, LOG_LEVEL: 'trace' }, { logStream });
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outletRub = (await createStore({ db: t.db, isRetail: true, currency: 'RUB' })).id;
  outletEur = (await createStore({ db: t.db, isRetail: true, currency: 'EUR' })).id;
  parent = (await createCategory({ db: t.db, nameRu: 'Картины', nameEn: 'Paintings' })).id;
  child = (await createCategory({ db: t.db, parentId: parent, nameRu: 'Пейзажи', nameEn: 'Landscapes' })).id;
  other = (await createCategory({ db: t.db })).id;
  const prices = (eur: [string, string]) => [
    { currency: 'RUB' as const, wholesale: '1000.00', retail: '1990.00' },
    { currency: 'EUR' as const, wholesale: eur[0], retail: eur[1] },
  ];
  await createProduct({
    db: t.db,
    categoryId: parent,
    code: codes.a,
    nameRu: 'Закат',
    nameEn: 'Sunset',
    descriptionRu: 'Картина по номерам.\n\nХолст 40×50.',
    prices: prices(['10.00', '25.00']),
    stock: [
      { storeId: 1, quantity: 70 },
      { storeId: 56, quantity: 7 },
    ],
    hashtags: ['#море'],
    media: [
      { fileName: 'a-2.jpg', position: 2 },
      { fileName: 'a-main.jpg', collectionName: 'main' },
      { fileName: 'a-3.jpg', position: 3 },
    ],
  });
  await createProduct({
    db: t.db,
    categoryId: child,
    code: codes.b,
    prices: prices(['20.00', '39.00']),
    stock: [{ storeId: 56, quantity: 2 }],
  });
  await createProduct({ db: t.db, categoryId: other, code: codes.c, prices: prices(['5.00', '9.00']) });
  // What customers do not see is never published (docs/rules.md#product-archive, #category-hide).
  const archived = await createProduct({ db: t.db, categoryId: parent, prices: prices(['1.00', '2.00']) });
  await t.db.execute(sql`update products set archived_at = now() where id = ${archived.id}`);
  const hidden = (await createCategory({ db: t.db, parentId: parent })).id;
  await createProduct({ db: t.db, categoryId: hidden, prices: prices(['1.00', '2.00']) });
  await t.db.execute(sql`update categories set hidden = true where id = ${hidden}`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A customer of `groups` with a token; the current store decides the CSV's currency. */
async function customer(options: { groups?: string[]; store?: number; discount?: number } = {}) {
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['dropshipping'],
    stores: [options.store ?? outletRub],
    discount: options.discount ?? 0,
  });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

/** A shop in the fake: its domain and token. */
function shop(currency = 'EUR') {
  const domain = `shop-${unique()}.myshopify.com`;
  const token = `${TOKEN}_${unique()}`;
  fake.addShop({ domain, token, name: `Shop ${domain.slice(5, 11)}`, currency });
  return { domain, token };
}

const connect = (token: string, body: object, version: 'ru' | 'en' = 'ru') =>
  t.call('POST', '/api/v0/profile/shopify', { token, body, version });

async function connected(user: { token: string }, currency = 'EUR') {
  const s = shop(currency);
  const res = await connect(user.token, {
    shop_domain: `https://${s.domain.toUpperCase()}/admin`,
    access_token: ` ${s.token} `,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...s, account: ShopifyAccountResponse.parse(res.body).data };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('connecting a shop', () => {
  it('checks the token with the shop at once, keeps the account, and lists it', async () => {
    const user = await customer();
    const { domain, account } = await connected(user);
    expect(account).toMatchObject({
      shop_domain: domain,
      status: 'connected',
      currency: 'EUR',
      currency_supported: true,
      published: 0,
      new_orders: 0,
      price_rule: null,
      last_error: null,
    });
    for (const path of ['/api/v0/profile/shopify', '/api/v0/profile/shopify/']) {
      const list = await t.call('GET', path, { token: user.token });
      expect(list.status).toBe(200);
      expect(ShopifyAccountsResponse.parse(list.body).data.map((a) => a.id)).toEqual([account.id]);
    }
    const read = await t.call('GET', `/api/v0/profile/shopify/${account.id}`, { token: user.token });
    expect(read.body.data).toEqual(account);
    const [audit] = await queryRows<{ action: string; user_id: number }>(
      t.db,
      sql`select action, user_id from audit_log where entity = 'shopify_account' and entity_id = ${String(account.id)}`,
    );
    expect(audit).toEqual({ action: 'create', user_id: user.id });
  });

  it('names a refused token (401 from the shop) on access_token', async () => {
    const user = await customer();
    const s = shop();
    const res = await connect(user.token, { shop_domain: s.domain, access_token: 'shpat_wrong' }, 'en');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['access_token']);
    expect(res.body.errors.access_token[0]).toMatch(/^Shopify refused this access token/);
    expect((await t.call('GET', '/api/v0/profile/shopify', { token: user.token })).body.data).toEqual([]);
  });

  it('names a bad domain, an empty token, an unknown shop and a shop connected already', async () => {
    const user = await customer();
    const bad = await connect(user.token, { shop_domain: 'example.com', access_token: '  ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['access_token', 'shop_domain']);
    const unknown = await connect(
      user.token,
      { shop_domain: 'nobody.myshopify.com', access_token: 'x' },
      'en',
    );
    expect(unknown.body.errors).toEqual({
      shop_domain: [
        'The shop nobody.myshopify.com did not answer: check the address, or try again in a few minutes',
      ],
    });
    const { domain, token } = await connected(user);
    const again = await connect(user.token, { shop_domain: domain, access_token: token });
    expect([again.status, Object.keys(again.body.errors)]).toEqual([422, ['shop_domain']]);
    // Another customer may connect the same shop: accounts are per customer.
    expect(
      (await connect((await customer()).token, { shop_domain: domain, access_token: token })).status,
    ).toBe(201);
  });

  it('names an unreachable host (a closed port) on shop_domain', async () => {
    const port = await closedPort();
    const down = await createTestApp({ SHOPIFY_ADMIN_URL: `http://127.0.0.1:${port}/{shop}/graphql.json` });
    try {
      await createStore({ db: down.db, id: 1, name: 'Склад', currency: 'RUB' });
      const { user } = await createUser({ db: down.db, groups: ['dropshipping'], stores: [1] });
      const res = await down.call('POST', '/api/v0/profile/shopify', {
        token: await down.app.tokens.sign(user.id),
        body: { shop_domain: 'down.myshopify.com', access_token: TOKEN },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        shop_domain: [
          'Магазин down.myshopify.com не ответил: проверьте адрес или повторите через несколько минут',
        ],
      });
    } finally {
      await down.close();
    }
  });

  it('replaces the token only with one the shop accepts', async () => {
    const user = await customer();
    const { domain, account } = await connected(user);
    const url = `/api/v0/profile/shopify/${account.id}`;
    const refused = await t.call('PUT', url, { token: user.token, body: { access_token: 'shpat_nope' } });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['access_token']]);
    const newToken = `${TOKEN}_new`;
    fake.shop(domain).token = newToken;
    const ok = await t.call('PUT', url, { token: user.token, body: { access_token: newToken } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('connected');
  });
});

describe('the token stays secret', () => {
  it('is in no answer, not in the table or the audit log in the clear, and not in the log', async () => {
    const user = await customer();
    const s = shop();
    const res = await connect(user.token, { shop_domain: s.domain, access_token: s.token });
    expect(res.status).toBe(201);
    await connect(user.token, { shop_domain: shop().domain, access_token: `${s.token}_refused` });
    const answers = [
      JSON.stringify(res.body),
      JSON.stringify((await t.call('GET', '/api/v0/profile/shopify', { token: user.token })).body),
      JSON.stringify(
        (await t.call('GET', `/api/v0/profile/shopify/${res.body.data.id}`, { token: user.token })).body,
      ),
    ];
    for (const answer of answers) expect(answer).not.toContain(TOKEN);
    const dump = await queryRows<{ row: string }>(
      t.db,
      sql`select a::text as row from shopify_accounts a union all select l::text from audit_log l`,
    );
    expect(dump.length).toBeGreaterThan(0);
    for (const { row } of dump) expect(row).not.toContain(TOKEN);
    const [sealed] = await queryRows<{ token_sealed: string }>(
      t.db,
      sql`select token_sealed from shopify_accounts where id = ${res.body.data.id}`,
    );
    expect(sealed!.token_sealed).toMatch(/^v1\./);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(TOKEN);
  });
});

describe('whose account it is', () => {
  it('answers 404 to another customer for read, new token, delete and preview; 403 without a group; 401 anonymous', async () => {
    const owner = await customer();
    const { account } = await connected(owner);
    const stranger = await customer({ groups: ['warehouse'] });
    const url = `/api/v0/profile/shopify/${account.id}`;
    const body = {
      category_ids: [parent],
      price_rule: { basis: 'markup', markup_percent: 50, ending: 'none' },
    };
    const calls: [string, string, object?][] = [
      ['GET', url],
      ['PUT', url, { access_token: 'shpat_x' }],
      ['DELETE', url],
      ['POST', `${url}/publish/preview`, body],
    ];
    for (const [method, path, payload] of calls) {
      const res = await t.call(method, path, { token: stranger.token, body: payload });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const list = await t.call('GET', '/api/v0/profile/shopify', { token: stranger.token });
    expect(list.body.data).toEqual([]);
    const viewer = await customer({ groups: [] });
    expect((await t.call('GET', '/api/v0/profile/shopify', { token: viewer.token })).status).toBe(403);
    expect((await connect(viewer.token, { shop_domain: 'a.myshopify.com', access_token: 'x' })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/v0/profile/shopify')).status).toBe(401);
    // Still there for its owner.
    expect((await t.call('GET', url, { token: owner.token })).status).toBe(200);
  });

  it('disconnects: the account and its audit trail, the shop keeps its products', async () => {
    const user = await customer();
    const { account } = await connected(user);
    const url = `/api/v0/profile/shopify/${account.id}`;
    const res = await t.call('DELETE', url, { token: user.token, version: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/is disconnected; the products published there stay in the shop$/);
    expect((await t.call('GET', url, { token: user.token })).status).toBe(404);
    const actions = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'shopify_account' and entity_id = ${String(account.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('the publish preview', () => {
  const rule = { basis: 'markup', markup_percent: 50, ending: '.90' } as const;

  it('takes the categories with their subcategories and the codes, with prices in the shop currency', async () => {
    const user = await customer({ discount: 10 });
    const { account } = await connected(user);
    const res = await t.call('POST', `/api/v0/profile/shopify/${account.id}/publish/preview`, {
      token: user.token,
      version: 'en',
      body: { category_ids: [parent], product_codes: [codes.c], price_rule: rule },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = ShopifyPreviewResponse.parse(res.body);
    expect(data.count).toBe(3);
    expect(data.currency).toBe('EUR');
    expect(data.items).toEqual([
      // 10.00 − 10 % = 9.00; + 50 % = 13.50 → 13.90
      {
        code: codes.a,
        name: 'Sunset',
        price_with_discount: '9.00',
        retail_price: '13.90',
        stock: 7,
        pictures: 3,
        published: false,
      },
      {
        code: codes.b,
        name: expect.any(String),
        price_with_discount: '18.00',
        retail_price: '27.90',
        stock: 2,
        pictures: 0,
        published: false,
      },
      {
        code: codes.c,
        name: expect.any(String),
        price_with_discount: '4.50',
        retail_price: '6.90',
        stock: 0,
        pictures: 0,
        published: false,
      },
    ]);
    const retail = await t.call('POST', `/api/v0/profile/shopify/${account.id}/publish/preview`, {
      token: user.token,
      body: { category_ids: [child], price_rule: { basis: 'retail', markup_percent: 0, ending: '99' } },
    });
    // Russian version: the Russian warehouse's stock; retail 39.00 → 99.00.
    expect(
      retail.body.data.items.map((i: { retail_price: string; stock: number }) => [i.retail_price, i.stock]),
    ).toEqual([['99.00', 0]]);
  });

  it('refuses a shop currency we do not sell in, an empty selection and unknown ids', async () => {
    const user = await customer();
    const usd = await connected(user, 'USD');
    expect(usd.account).toMatchObject({ currency: 'USD', currency_supported: false });
    const preview = (id: number, body: object) =>
      t.call('POST', `/api/v0/profile/shopify/${id}/publish/preview`, {
        token: user.token,
        body,
        version: 'en',
      });
    const refused = await preview(usd.account.id, { category_ids: [parent], price_rule: rule });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.currency[0]).toMatch(
      /^The shop sells in USD, and our prices are in RUB, EUR, PLN, RSD only/,
    );
    const { account } = await connected(user);
    const empty = await preview(account.id, { price_rule: rule });
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      { category_ids: ['Choose at least one category or product'] },
    ]);
    const unknown = await preview(account.id, {
      category_ids: [999999],
      product_codes: ['NOPE-1'],
      price_rule: rule,
    });
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['category_ids', 'product_codes']);
  });
});

describe('the Shopify CSV', () => {
  it("reads back with our own importer: same codes, prices and pictures, in the customer's currency", async () => {
    const user = await customer({ store: outletEur, discount: 10 });
    const res = await t.call('POST', '/api/v0/profile/shopify/csv', {
      token: user.token,
      version: 'en',
      body: { category_ids: [parent], price_rule: { basis: 'markup', markup_percent: 100, ending: 'none' } },
    });
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shopify-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const items = [];
    for await (const event of parseShopifyCsv(Readable.from([res.bytes]), { currency: 'EUR' })) {
      if (event.type === 'problem') throw new Error(JSON.stringify(event));
      if (event.type === 'item') items.push(event.item);
    }
    expect(items.map((i) => [i.code, i.price, i.quantity])).toEqual([
      [codes.a, '18.00', 7],
      [codes.b, '36.00', 2],
    ]);
    const base = t.enUrl;
    expect(items[0]!.pictures).toEqual([
      `${base}/media/a-main.jpg`,
      `${base}/media/a-2.jpg`,
      `${base}/media/a-3.jpg`,
    ]);
    expect(items[0]!.name).toBe('Sunset');
  });

  it('refuses an empty selection and a user without a group', async () => {
    const user = await customer();
    const body = { price_rule: { basis: 'retail', markup_percent: 0, ending: 'none' } };
    expect((await t.call('POST', '/api/v0/profile/shopify/csv', { token: user.token, body })).status).toBe(
      422,
    );
    const viewer = await customer({ groups: [] });
    const res = await t.call('POST', '/api/v0/profile/shopify/csv', {
      token: viewer.token,
      body: { ...body, category_ids: [parent] },
    });
    expect(res.status).toBe(403);
  });
});
