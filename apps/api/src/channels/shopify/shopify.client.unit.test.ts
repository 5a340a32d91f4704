import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeShopify, startFakeShopify } from '../../test/fake-shopify';
import { createShopifyClient, type ShopifyClientOptions } from './shopify.client';
import { ShopifyError } from './shopify.errors';
import type { ProductSetFields } from './shopify.shapes';

/** A fetch a test puts in place of the guarded one (the guard itself: lib/outbound's tests). */
const stub = vi.hoisted(() => ({
  fetch: null as null | ((url: string, init: RequestInit) => Promise<Response>),
}));
vi.mock('../../lib/outbound', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/outbound')>();
  return {
    ...real,
    guardedFetch: (policy: Parameters<typeof real.guardedFetch>[0]) => {
      const guarded = real.guardedFetch(policy);
      return (url: string, init: RequestInit) => (stub.fetch ? stub.fetch(url, init) : guarded(url, init));
    },
  };
});

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

const client = (token = TOKEN, extra: Partial<ShopifyClientOptions> = {}) =>
  createShopifyClient({ shop: DOMAIN, token, adminUrl: fake.adminUrl, backoffMs: 1, ...extra });

/** Milliseconds `work` took, and what it answered or threw. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: T | unknown }> {
  const started = performance.now();
  const outcome = await work().catch((err: unknown) => err);
  return { ms: performance.now() - started, outcome };
}

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

describe('Shopify Admin client (@shopify/admin-api-client against the fake)', () => {
  it("posts to Shopify's URL of our API version with the token in its header only", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    stub.fetch = async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Response.json({
        data: { shop: { name: 'A', currencyCode: 'EUR', myshopifyDomain: 'a' }, locations: { nodes: [] } },
      });
    };
    try {
      await createShopifyClient({ shop: 'a.myshopify.com', token: TOKEN }).shop();
    } finally {
      stub.fetch = null;
    }
    expect(sent.map((s) => s.url)).toEqual(['https://a.myshopify.com/admin/api/2025-01/graphql.json']);
    const headers = new Headers(sent[0]!.init.headers);
    expect(headers.get('x-shopify-access-token')).toBe(TOKEN);
    expect(sent[0]!.init.redirect).toBe('error');
    expect(JSON.stringify(JSON.parse(String(sent[0]!.init.body)))).not.toContain(TOKEN);
  });

  it('refuses a shop domain that resolves to a non-public address (docs/security.md#outbound)', async () => {
    // Without SHOPIFY_ADMIN_URL the host is the shop's domain, which a user typed.
    const outcome = await createShopifyClient({ shop: 'localhost', token: TOKEN, retries: 0 })
      .shop()
      .catch((err: unknown) => err);
    expect(outcome).toBeInstanceOf(ShopifyError);
    expect((outcome as ShopifyError).message).toMatch(/localhost resolves to .* \(loopback\), not public/);
  });

  it('reads the shop with its first location, at the SHOPIFY_ADMIN_URL template', async () => {
    expect(await client().shop()).toEqual({
      name: 'Client Test',
      currencyCode: 'EUR',
      myshopifyDomain: DOMAIN,
      locationId: fake.shop(DOMAIN).locationId,
    });
    expect(fake.calls).toEqual(['ShopInfo']);
  });

  it('maps a refused token (401) to our refused error, the one that asks to reconnect, at once and without the token', async () => {
    const refused = await failure(client('shpat_wrong').shop());
    expect([refused.kind, refused.details.status]).toEqual(['refused', 401]);
    expect(refused.message).not.toContain('shpat_wrong');
    expect(fake.statuses).toEqual([401]);
  });

  it('names an unknown shop, a closed port and a timeout unreachable, without the token', async () => {
    const unknown = await failure(
      createShopifyClient({ shop: 'nope.myshopify.com', token: TOKEN, adminUrl: fake.adminUrl }).shop(),
    );
    expect([unknown.kind, unknown.details.status]).toEqual(['unreachable', 404]);
    const port = await closedPort();
    const closed = await failure(
      createShopifyClient({
        shop: DOMAIN,
        token: TOKEN,
        adminUrl: `http://127.0.0.1:${port}/{shop}/graphql.json`,
        retries: 1,
      }).shop(),
    );
    expect(closed.kind).toBe('unreachable');
    expect(closed.message).not.toContain(TOKEN);
    fake.delay(300);
    const late = await failure(client(TOKEN, { timeoutMs: 50, retries: 0 }).shop());
    expect([late.kind, late.message]).toEqual(['unreachable', `Shopify ${DOMAIN}: no answer in 50 ms`]);
  });

  it('retries a 503 (the library), then gives up with its status', async () => {
    fake.failNext(1, 'server_error');
    expect((await client().shop()).name).toBe('Client Test');
    expect(fake.statuses).toEqual([503, 200]);
    fake.statuses.length = 0;
    fake.failNext(10, 'server_error');
    const down = await failure(client(TOKEN, { retries: 1 }).shop());
    expect([down.kind, down.details.status]).toEqual(['unreachable', 503]);
    expect(fake.statuses).toEqual([503, 503]);
  });

  it('retries a 429 after its Retry-After, in seconds, then gives up with throttled', async () => {
    fake.failNext(2, 'rate_limited', { retryAfter: '0.25' });
    const { ms, outcome } = await timed(() => client().shop());
    expect((outcome as { name: string }).name).toBe('Client Test');
    expect(fake.statuses).toEqual([429, 429, 200]);
    // Two waits of 250 ms: the header read as seconds, not as milliseconds nor the 1 s default.
    expect(ms).toBeGreaterThanOrEqual(480);
    expect(ms).toBeLessThan(1_500);
    fake.statuses.length = 0;
    fake.failNext(10, 'rate_limited', { retryAfter: '0.05' });
    const gaveUp = await failure(client(TOKEN, { retries: 2 }).shop());
    expect([gaveUp.kind, gaveUp.details.status]).toEqual(['throttled', 429]);
    expect(fake.statuses).toEqual([429, 429, 429]);
  });

  it('asks a THROTTLED call again once the cost budget is back, and gives up after its retries', async () => {
    fake.failNext(2, 'throttled');
    const { ms, outcome } = await timed(() => client().shop());
    expect((outcome as { name: string }).name).toBe('Client Test');
    // The fake's answer: 10 points asked, 0 left, 100 a second: 100 ms each (the back-off is 1 ms).
    expect(ms).toBeGreaterThanOrEqual(190);
    fake.statuses.length = 0;
    fake.failNext(10, 'throttled');
    expect((await failure(client(TOKEN, { throttleRetries: 2 }).shop())).kind).toBe('throttled');
    expect(fake.statuses).toEqual([200, 200, 200]);
  });

  it('stops at once on the signal, even while the library waits to retry', async () => {
    fake.failNext(10, 'server_error');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopping')), 100);
    const { ms, outcome } = await timed(() =>
      client(TOKEN, { retries: 3, signal: controller.signal }).shop(),
    );
    expect((outcome as Error).message).toBe('stopping');
    expect(ms).toBeLessThan(600);
  });

  it('never sends a create again after it was cut off on the way (the shop may have made it)', async () => {
    fake.delay(150);
    const cut = await failure(client(TOKEN, { timeoutMs: 50, retries: 1 }).productSet(product()));
    expect(cut.kind).toBe('unreachable');
    await new Promise((r) => setTimeout(r, 300));
    fake.delay(0);
    expect(fake.products(DOMAIN)).toHaveLength(1);
    expect(fake.calls).toEqual(['ProductSet']);
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
