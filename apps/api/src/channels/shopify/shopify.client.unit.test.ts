import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeShopify, startFakeShopify } from '../../test/fake-shopify';
import { createShopifyClient, type ProductSetFields, ShopifyError, shopifyEndpoint } from './shopify.client';

const DOMAIN = 'client-test.myshopify.com';
const TOKEN = 'shpat_client_test_token';
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.addShop({ domain: DOMAIN, token: TOKEN, name: 'Client Test', currency: 'EUR' });
});

const client = (token = TOKEN, extra = {}) =>
  createShopifyClient({ shop: DOMAIN, token, adminUrl: fake.adminUrl, backoffMs: 1, ...extra });

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShopifyError);
  return err as ShopifyError;
};

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const product = (over: Partial<ProductSetFields> = {}): ProductSetFields => ({
  title: 'Kit',
  descriptionHtml: '<p>Kit</p>',
  vendor: 'Hobby',
  productType: 'Kits',
  tags: [],
  pictureUrls: ['http://127.0.0.1/media/a.jpg', 'http://127.0.0.1/media/b.jpg'],
  sku: 'GX001',
  price: '10.00',
  quantity: 4,
  locationId: fake.shop(DOMAIN).locationId,
  ...over,
});

describe('Shopify Admin client (against the fake)', () => {
  it("builds Shopify's URL, or the SHOPIFY_ADMIN_URL template", () => {
    expect(shopifyEndpoint('a.myshopify.com')).toBe('https://a.myshopify.com/admin/api/2025-01/graphql.json');
    expect(shopifyEndpoint('a.myshopify.com', 'http://127.0.0.1:4010/{shop}/graphql.json')).toBe(
      'http://127.0.0.1:4010/a.myshopify.com/graphql.json',
    );
  });

  it('reads the shop with its first location', async () => {
    expect(await client().shop()).toEqual({
      name: 'Client Test',
      currencyCode: 'EUR',
      myshopifyDomain: DOMAIN,
      locationId: fake.shop(DOMAIN).locationId,
    });
  });

  it('names a refused token, an unknown shop, a closed port, a timeout and a 5xx, without the token', async () => {
    const refused = await failure(client('shpat_wrong').shop());
    expect([refused.kind, refused.details.status]).toEqual(['refused', 401]);
    expect(refused.message).not.toContain('shpat_wrong');
    const unknown = await failure(
      createShopifyClient({ shop: 'nope.myshopify.com', token: TOKEN, adminUrl: fake.adminUrl }).shop(),
    );
    expect(unknown.kind).toBe('unreachable');
    const port = await closedPort();
    const closed = await failure(
      createShopifyClient({
        shop: DOMAIN,
        token: TOKEN,
        adminUrl: `http://127.0.0.1:${port}/{shop}/graphql.json`,
      }).shop(),
    );
    expect(closed.kind).toBe('unreachable');
    expect(closed.message).not.toContain(TOKEN);
    fake.delay(300);
    expect((await failure(client(TOKEN, { timeoutMs: 50 }).shop())).kind).toBe('unreachable');
    fake.delay(0);
    fake.failNext(1, 'server_error');
    expect((await failure(client().shop())).details.status).toBe(503);
  });

  it('retries a throttled call with back-off, and gives up after its retries', async () => {
    fake.failNext(2, 'throttled');
    expect((await client().shop()).name).toBe('Client Test');
    fake.failNext(10, 'throttled');
    expect((await failure(client(TOKEN, { throttleRetries: 2 }).shop())).kind).toBe('throttled');
  });

  it('creates a product with its pictures and quantity, then updates it in place', async () => {
    const created = await client().productSet(product());
    expect(created.productId).toMatch(/^gid:\/\/shopify\/Product\//);
    expect(fake.products(DOMAIN)).toHaveLength(1);
    expect(fake.products(DOMAIN)[0]!.files).toEqual([
      'http://127.0.0.1/media/a.jpg',
      'http://127.0.0.1/media/b.jpg',
    ]);
    expect(fake.inventory(DOMAIN)).toEqual({ GX001: 4 });
    const updated = await client().productSet(
      product({ productId: created.productId, variantId: created.variantId, price: '11.00', title: 'Kit 2' }),
    );
    expect(updated).toEqual(created);
    expect(fake.products(DOMAIN).map((p) => [p.title, p.variant.price, p.files.length])).toEqual([
      ['Kit 2', '11.00', 2],
    ]);
  });

  it('surfaces user errors of productSet and inventorySetQuantities', async () => {
    const gone = await failure(client().productSet(product({ productId: 'gid://shopify/Product/1' })));
    expect(gone.kind).toBe('user_errors');
    expect(gone.details.userErrors?.[0]?.message).toBe('Product does not exist');
    const bad = await failure(
      client().setInventory({
        locationId: fake.shop(DOMAIN).locationId,
        quantities: [{ inventoryItemId: 'gid://shopify/InventoryItem/1', quantity: 1 }],
      }),
    );
    expect(bad.kind).toBe('user_errors');
  });

  it('sets many quantities in one call', async () => {
    const a = await client().productSet(product({ sku: 'A' }));
    const b = await client().productSet(product({ sku: 'B' }));
    fake.calls.length = 0;
    await client().setInventory({
      locationId: fake.shop(DOMAIN).locationId,
      quantities: [
        { inventoryItemId: a.inventoryItemId, quantity: 0 },
        { inventoryItemId: b.inventoryItemId, quantity: 9 },
      ],
    });
    expect(fake.calls).toEqual(['InventorySetQuantities']);
    expect(fake.inventory(DOMAIN)).toEqual({ A: 0, B: 9 });
  });

  it('pages through paid orders updated since a time, with lines, buyer and address', async () => {
    for (let i = 0; i < 3; i++)
      fake.addOrder(DOMAIN, { lines: [{ sku: 'GX001', quantity: i + 1, price: '5.00' }] });
    fake.addOrder(DOMAIN, {
      financialStatus: 'PENDING',
      lines: [{ sku: 'GX001', quantity: 1, price: '5.00' }],
    });
    const first = await client().orders({ updatedSince: null, first: 2 });
    expect(first.orders.map((o) => o.name)).toEqual(['#1001', '#1002']);
    expect(first.hasNextPage).toBe(true);
    const second = await client().orders({ updatedSince: null, first: 2, after: first.endCursor });
    expect(second.orders.map((o) => o.name)).toEqual(['#1003']);
    expect(second.hasNextPage).toBe(false);
    expect(second.orders[0]!.lineItems.nodes).toEqual([
      {
        sku: 'GX001',
        name: 'GX001',
        quantity: 3,
        originalUnitPriceSet: { shopMoney: { amount: '5.00', currencyCode: 'EUR' } },
      },
    ]);
    expect(second.orders[0]!.totalPriceSet.shopMoney.amount).toBe('15.00');
    const later = await client().orders({ updatedSince: new Date(Date.now() + 60_000).toISOString() });
    expect(later.orders).toEqual([]);
  });
});
