import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAccount, type FakeMoysklad, mskTime, startFakeMoysklad } from '.';
import { type CallInit, callFake, controlFake, type Json, startReceiver } from './fake.test-client';

const TOKEN = 'fake-token';
let fake: FakeMoysklad;

beforeAll(async () => {
  const account = createFakeAccount({ products: 30, retailStores: 2, salePositions: 250, seed: 7 });
  fake = await startFakeMoysklad({ account, rateLimit: { intervalCap: 45, intervalMs: 3000 } });
});
afterAll(() => fake.close());

/** A raw request to the fake (gzip and token unless told otherwise), its body parsed. */
const call = (path: string, init?: CallInit) => callFake(fake, path, init);

describe('the fake МойСклад: collections', () => {
  it('answers a product page with the documented meta, rows and a nextHref that keeps the query', async () => {
    const { status, body, headers } = await call('entity/product?limit=10&filter=archived=false');
    expect(status).toBe(200);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(body.meta).toMatchObject({
      href: `${fake.apiUrl}/entity/product`,
      type: 'product',
      size: 30,
      limit: 10,
      offset: 0,
    });
    expect(body.meta.nextHref).toBe(
      `${fake.apiUrl}/entity/product?limit=10&filter=archived%3Dfalse&offset=10`,
    );
    const row = body.rows[0];
    expect(row.meta).toMatchObject({
      href: `${fake.apiUrl}/entity/product/${row.id}`,
      type: 'product',
      mediaType: 'application/json',
    });
    expect(row.salePrices.map((p: Json) => p.priceType.name)).toEqual([
      'Цена продажи',
      'Оптовая цена',
      'Розничная цена',
      'Крупный опт',
    ]);
    expect(row.salePrices[0]).toMatchObject({
      value: expect.any(Number),
      currency: { meta: { type: 'currency' } },
    });
    expect(row.attributes.map((a: Json) => a.name)).toEqual(
      expect.arrayContaining(['Размер', 'Премиум', 'Хэштеги', 'Название (EN)']),
    );
    expect(row.barcodes[0].ean13).toMatch(/^\d{13}$/);
    expect(row.updated).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(row.images.meta).toMatchObject({
      href: `${fake.apiUrl}/entity/product/${row.id}/images`,
      type: 'image',
    });
    const last = await call(body.meta.nextHref.replace('offset=10', 'offset=20'));
    expect(last.body.rows).toHaveLength(10);
    expect(last.body.meta.nextHref).toBeUndefined();
    expect(last.body.meta.previousHref).toContain('offset=10');
  });

  it('filters by updated, leaves archived products out unless asked, and refuses limit > 1000', async () => {
    const product = fake.account.products.all()[3]!;
    const since = mskTime(Date.now() - 1000, true);
    fake.account.archiveProduct(product.id);
    const changed = await call(`entity/product?filter=${encodeURIComponent(`updated>=${since}`)}`);
    expect(changed.body.rows).toEqual([]);
    const archived = await call(
      `entity/product?filter=${encodeURIComponent(`updated>=${since};archived=true`)}`,
    );
    expect(archived.body.rows.map((p: Json) => p.id)).toEqual([product.id]);
    expect((await call('entity/product?limit=1001')).status).toBe(400);
  });

  it('expands positions only on pages of at most 100', async () => {
    const small = await call('entity/retaildemand?limit=5&expand=positions&order=updated');
    expect(small.body.rows[0].positions.rows[0]).toMatchObject({
      quantity: expect.any(Number),
      price: expect.any(Number),
      discount: expect.any(Number),
      assortment: { meta: { href: expect.any(String) } },
    });
    const large = await call('entity/retaildemand?limit=500&expand=positions');
    expect(large.body.rows[0].positions.rows).toBeUndefined();
    expect(large.body.rows[0]).toMatchObject({
      store: { meta: { type: 'store' } },
      retailStore: { meta: { type: 'retailstore' } },
    });
  });
});

describe('the fake МойСклад: the demo account', () => {
  it('has «Основной склад» holding everything and a warehouse of its own for each retail store', async () => {
    const stores = (await call('entity/store')).body.rows as Json[];
    const main = stores.find((s) => s.name === 'Основной склад');
    expect(main.id).toBe(fake.account.mainStoreId);
    const retail = (await call('entity/retailstore')).body.rows as Json[];
    const warehouses = retail.map((r) => r.store.meta.href.split('/').pop());
    expect(new Set(warehouses).size).toBe(retail.length);
    for (const id of warehouses) expect(stores.map((s) => s.id)).toContain(id);
    expect(warehouses).not.toContain(main.id);
    const held = new Set(
      [...fake.account.stock.values()].filter((r) => r.storeId === main.id).map((r) => r.assortmentId),
    );
    expect(held.size).toBe(fake.account.assortmentTypes.size);
    const types = (await call('context/companysettings/pricetype')).body.map((t: Json) => t.name);
    expect(types).toEqual(['Цена продажи', 'Оптовая цена', 'Розничная цена', 'Крупный опт']);
  });

  it('is the same for the same seed', () => {
    const a = createFakeAccount({ products: 12, seed: 3 });
    const b = createFakeAccount({ products: 12, seed: 3 });
    expect(b.products.all().map((p) => [p.id, p.name, p.code])).toEqual(
      a.products.all().map((p) => [p.id, p.name, p.code]),
    );
    expect(b.demands.size).toBe(a.demands.size);
  });
});

describe('the fake МойСклад: assortment and documents', () => {
  it('adds stock to the legacy assortment, not with the beta header', async () => {
    const legacy = await call('entity/assortment?limit=3');
    expect(legacy.body.rows[0]).toMatchObject({
      stock: expect.any(Number),
      reserve: expect.any(Number),
      quantity: expect.any(Number),
    });
    const response = await fetch(`${fake.apiUrl}/entity/assortment?limit=3`, {
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'accept-encoding': 'gzip',
        'x-lognex-remap-beta-feature': 'assortmentWithoutStock',
      },
    });
    const beta = (await response.json()) as Json;
    expect(beta.rows[0].stock).toBeUndefined();
    expect(beta.meta.size).toBe(legacy.body.meta.size);
  });

  it('moves a deleted sale to the recycle bin (isDeleted) and gives its units back', async () => {
    const sale = fake.account.demands.all().at(-1)!;
    const [position] = sale.positions;
    const key = `${position!.assortmentId} ${sale.storeId}`;
    const before = fake.account.stock.get(key)?.stock ?? 0;
    fake.account.deleteDocument({ type: 'retaildemand', id: sale.id });
    expect(fake.account.stock.get(key)!.stock).toBe(before + position!.quantity);
    const live = await call(`entity/retaildemand?filter=id=${sale.id}`);
    expect(live.body.rows).toEqual([]);
    const bin = await call(`entity/retaildemand?filter=id=${sale.id};isDeleted=true`);
    expect(bin.body.rows[0]).toMatchObject({ id: sale.id, deleted: expect.any(String) });
  });
});

describe('the fake МойСклад: refusals', () => {
  it('answers 401 with the documented error body and X-Lognex-Auth headers', async () => {
    const { status, body, headers } = await call('entity/store', { token: 'wrong' });
    expect(status).toBe(401);
    expect(body.errors[0]).toMatchObject({
      code: 1056,
      error: expect.stringContaining('Ошибка аутентификации'),
    });
    expect(headers.get('x-lognex-auth')).toBe('1056');
    expect(headers.get('x-lognex-auth-message')).toBeTruthy();
  });

  it('answers 415 without a body when gzip is not accepted', async () => {
    const response = await fetch(`${fake.apiUrl}/entity/store`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe('');
  });

  it('answers 429 with the rate headers past 45 units in 3 s (a full stock report weighs 5)', async () => {
    const limited = await startFakeMoysklad({
      account: createFakeAccount({ products: 5, retailStores: 1, salePositions: 5 }),
      rateLimit: { intervalCap: 12, intervalMs: 3000 },
    });
    try {
      const get = (path: string) =>
        fetch(`${limited.apiUrl}/${path}`, {
          headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' },
        });
      expect((await get('report/stock/bystore')).status).toBe(200);
      expect((await get('report/stock/bystore')).status).toBe(200);
      const last = await get('entity/store');
      expect(last.headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await get('entity/store')).headers.get('x-ratelimit-remaining')).toBe('0');
      const refused = await get('entity/store');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as Json).errors[0].code).toBe(1049);
      expect(Number(refused.headers.get('x-lognex-retry-after'))).toBeGreaterThan(2000);
      expect(refused.headers.get('x-ratelimit-limit')).toBe('12');
      expect(refused.headers.get('x-lognex-retry-timeinterval')).toBe('3000');
      expect(Number(refused.headers.get('x-lognex-reset'))).toBeGreaterThan(0);
      expect(limited.requests.map((r) => r.weight)).toEqual([5, 5, 1, 1, 1]);
    } finally {
      await limited.close();
    }
  });

  it('fails the next requests when told to', async () => {
    fake.account.failNext({ count: 1, status: 503 });
    expect((await call('entity/store')).status).toBe(503);
    expect((await call('entity/store')).status).toBe(200);
  });
});

describe('the fake МойСклад: stock and changes', () => {
  it('answers the short stock report with changedSince, zeros included', async () => {
    const store = fake.account.stores.all()[1]!;
    const assortmentId = [...fake.account.assortmentTypes.keys()][0]!;
    const since = mskTime(Date.now() - 1000);
    fake.account.setStock({ assortmentId, storeId: store.id, stock: 0, reserve: 2 });
    const changed = await call(`report/stock/bystore/current?changedSince=${encodeURIComponent(since)}`);
    expect(changed.body).toContainEqual({ assortmentId, storeId: store.id, stock: 0 });
    expect(changed.body.every((line: Json) => 'stock' in line)).toBe(true);
    const reserve = await call(`report/stock/bystore/current?stockType=reserve&filter=storeId=${store.id}`);
    expect(reserve.body).toContainEqual({ assortmentId, storeId: store.id, reserve: 2 });
    const all = await call('report/stock/bystore/current');
    expect(all.body.some((line: Json) => line.stock === 0)).toBe(false);
    expect((await call('report/stock/bystore/current?changedSince=2020-01-01 00:00:00')).status).toBe(400);
  });

  it('delivers webhooks for a control change: the sale’s CREATE event and the stock report link', async () => {
    const receiver = await startReceiver();
    const { received } = receiver;
    const hookUrl = `${receiver.origin}/hook`;
    try {
      const made = await call('entity/webhook', {
        method: 'POST',
        body: { url: hookUrl, action: 'CREATE', entityType: 'retaildemand' },
      });
      expect(made.body).toMatchObject({
        url: hookUrl,
        action: 'CREATE',
        entityType: 'retaildemand',
        method: 'POST',
        enabled: true,
      });
      await call('entity/webhookstock', {
        method: 'POST',
        body: { url: hookUrl, stockType: 'stock', reportType: 'bystore' },
      });
      const retailStore = fake.account.retailStores.all()[0]!;
      const assortmentId = [...fake.account.assortmentTypes.keys()][1]!;
      const { body: sale } = await controlFake(fake, 'addRetailDemand', {
        retailStoreId: retailStore.id,
        positions: [{ assortmentId, quantity: 2 }],
      });
      await expect.poll(() => received.length, { timeout: 3000 }).toBe(2);
      const events = received.find((r) => r.body.events)!;
      expect(events.url).toMatch(/^\/hook\?requestId=[0-9a-f-]{36}$/);
      expect(events.body.events).toEqual([
        {
          meta: { type: 'retaildemand', href: `${fake.apiUrl}/entity/retaildemand/${sale.id}` },
          action: 'CREATE',
          accountId: fake.account.ids.accountId,
        },
      ]);
      const stock = received.find((r) => r.body.reportUrl)!;
      expect(stock.body).toMatchObject({
        accountId: fake.account.ids.accountId,
        stockType: 'stock',
        reportType: 'bystore',
      });
      const report = await call(stock.body.reportUrl);
      expect(report.body).toContainEqual(
        expect.objectContaining({ assortmentId, storeId: retailStore.storeId }),
      );
      expect(await call(`entity/retaildemand/${sale.id}?expand=positions`)).toMatchObject({
        status: 200,
        body: {
          positions: {
            rows: [{ quantity: 2, assortment: { meta: { href: expect.stringContaining(assortmentId) } } }],
          },
        },
      });
    } finally {
      await receiver.close();
    }
  });

  it('batches events until deliverWebhooks when autoDeliver is off, with updatedFields for diffType FIELDS', async () => {
    const receiver = await startReceiver(200);
    const { received } = receiver;
    const url = `${receiver.origin}/products`;
    fake.account.autoDeliver = false;
    try {
      await call('entity/webhook', {
        method: 'POST',
        body: { url, action: 'UPDATE', entityType: 'product', diffType: 'FIELDS' },
      });
      const [a, b] = fake.account.products.all();
      fake.account.updateProduct(a!.id, { name: 'Новое имя' });
      fake.account.updateProduct(b!.id, { prices: {}, description: 'x' });
      await new Promise((r) => setTimeout(r, 30));
      expect(received).toEqual([]);
      expect(await fake.account.deliverWebhooks()).toEqual({ sent: 1, failed: 0 });
      expect(
        received[0]!.body.events.map((e: Json) => [e.meta.href.split('/').pop(), e.updatedFields]),
      ).toEqual([
        [a!.id, ['name']],
        [b!.id, ['salePrices', 'description']],
      ]);
    } finally {
      fake.account.autoDeliver = true;
      await receiver.close();
    }
  });

  it('redirects a download to the file, served without auth as a JPEG', async () => {
    const image = [...fake.account.images.values()][0]!;
    const response = await fetch(`${fake.apiUrl}/download/${image.id}`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const file = await fetch(response.headers.get('location')!);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
