import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { setStoreStock, setSupplies } from '../outlets/stock';
import { addSales, createProduct } from './factories/catalog';
import type { CallOptions, CallResult } from './http-client';

type Call = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

/**
 * Where the catalogue freshness scenarios write and read (docs/rules.md#catalogue-read-path): the
 * writer and the reader may be one process or two sharing PostgreSQL. `customer` may order and
 * works in `outlet`; `manager` edits products; `categoryId` holds the products made here.
 */
export type FreshnessSetup = {
  db: Db;
  /** The customer's one outlet (their current store). */
  outlet: number;
  writer: Call;
  writerUrl: string;
  reader: Call;
  manager: string;
  customer: string;
  categoryId: number;
  /** Runs the due background jobs (an uploaded import) when the writer's job runner is manual. */
  runJobs?: () => Promise<unknown>;
};

async function newProduct(s: FreshnessSetup) {
  const hex = randomBytes(4).toString('hex');
  return createProduct({
    db: s.db,
    categoryId: s.categoryId,
    code: `FRESH-${hex}`,
    nameRu: `Свежий ${hex}`,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }],
    stock: [{ storeId: 1, quantity: 10 }],
    media: [
      { fileName: `p/${hex}/main.jpg`, collectionName: 'main' },
      { fileName: `p/${hex}/side.jpg`, collectionName: 'gallery', position: 1 },
    ],
  });
}

/** GET catalog/products/{code} through the reader, as the customer: the Product. */
async function read(s: FreshnessSetup, code: string) {
  const res = await s.reader('GET', `/api/v0/catalog/products/${encodeURIComponent(code)}`, {
    token: s.customer,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** GET catalog/products?q=… through the reader: the codes found. */
async function search(s: FreshnessSetup, q: string): Promise<string[]> {
  const res = await s.reader('GET', `/api/v0/catalog/products?q=${encodeURIComponent(q)}`, {
    token: s.customer,
  });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { code: string }) => p.code);
}

async function write(call: Promise<CallResult>, expected: number[] = [200, 201]) {
  const res = await call;
  expect(expected, JSON.stringify(res.body)).toContain(res.status);
  return res;
}

/** A minimal YML feed of one offer (no pictures). */
const feed = (id: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-24T10:00+03:00"><shop><name>Fresh</name><currencies><currency id="RUR" rate="1"/></currencies>
<categories><category id="1">Свежие</category></categories>
<offers><offer id="${id}" available="true"><name>${name}</name><price>990</price><currencyId>RUR</currencyId>
<categoryId>1</categoryId><count>3</count></offer></offers></shop></yml_catalog>`;

async function importFeed(s: FreshnessSetup, xml: string) {
  const form = new FormData();
  form.append('file', new Blob([xml]), 'fresh.xml');
  const res = await fetch(`${s.writerUrl}/api/v0/services/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.manager}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { data } = (await res.json()) as { data: { id: number } };
  await s.runJobs?.();
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const job = await s.writer('GET', `/api/v0/services/import/${data.id}`, { token: s.manager });
    if (job.body.data.status === 'done') return;
    expect(job.body.data.status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import job did not end');
}

/**
 * Each scenario reads a product through the reader (so its snapshot is loaded), changes it through
 * the writer, and expects the very next read to show the change — no wait, no retry.
 */
export const freshnessScenarios: Record<string, (s: FreshnessSetup) => Promise<void>> = {
  'stock and own orders after an order': async (s) => {
    const p = await newProduct(s);
    await write(s.writer('PATCH', `/api/v0/basket/increase/${p.id}`, { token: s.customer }));
    await write(s.writer('PATCH', `/api/v0/basket/increase/${p.id}`, { token: s.customer }));
    expect(await read(s, p.code)).toMatchObject({ quantity: 10, basket_count: 2, user_order_count: 0 });
    await write(
      s.writer('POST', '/api/v0/order/send', {
        token: s.customer,
        body: { order_comment: {} },
        headers: { 'idempotency-key': randomUUID() },
      }),
    );
    expect(await read(s, p.code)).toMatchObject({ quantity: 8, basket_count: 0, user_order_count: 2 });
  },
  "stock, supplies and sales at the customer's outlet": async (s) => {
    const p = await newProduct(s);
    const before = await read(s, p.code);
    expect(before).toMatchObject({
      stores: [{ id: s.outlet, quantity: 0, supplies: 0 }],
      sales_for_report_period: 0,
    });
    // Through the writers a stock system's sync calls (docs/rules.md#stock-writes).
    await setStoreStock(s.db, { rows: [{ storeId: s.outlet, productId: p.id, quantity: 6 }] });
    expect((await read(s, p.code)).stores).toEqual([{ ...before.stores[0], quantity: 6 }]);
    await setSupplies(s.db, { rows: [{ storeId: s.outlet, productId: p.id, supplies: 2 }] });
    expect((await read(s, p.code)).stores).toEqual([{ ...before.stores[0], quantity: 6, supplies: 2 }]);
    await addSales({ db: s.db, storeId: s.outlet, productId: p.id, quantity: 3 });
    expect((await read(s, p.code)).sales_for_report_period).toBe(3);
  },
  'a basket change': async (s) => {
    const p = await newProduct(s);
    expect((await read(s, p.code)).basket_count).toBe(0);
    await write(s.writer('PATCH', `/api/v0/basket/increase/${p.id}`, { token: s.customer }));
    expect((await read(s, p.code)).basket_count).toBe(1);
  },
  'a price and a name edit by staff': async (s) => {
    const p = await newProduct(s);
    expect(await read(s, p.code)).toMatchObject({ price_wholesale: '100.00', price_retail: '150.00' });
    const name = `Переименован ${randomBytes(4).toString('hex')}`;
    // A staff edit names the version it changes (docs/rules.md#record-versions).
    const loaded = await s.writer('GET', `/api/v0/services/products/${p.id}`, { token: s.manager });
    await write(
      s.writer('PATCH', `/api/v0/services/products/${p.id}`, {
        token: s.manager,
        body: { name_ru: name, prices: { RUB: { wholesale: '120.00', retail: '180.00' } } },
        headers: { 'if-match': loaded.body.data.etag },
      }),
    );
    expect(await read(s, p.code)).toMatchObject({ name, price_wholesale: '120.00', price_retail: '180.00' });
    expect(await search(s, name)).toEqual([p.code]);
  },
  'a picture edit by staff': async (s) => {
    const p = await newProduct(s);
    const before = (await read(s, p.code)).media as { id: number; collection_name: string }[];
    expect(before.map((m) => m.collection_name)).toEqual(['main', 'gallery']);
    const side = before[1]!.id;
    await write(s.writer('PATCH', `/api/v0/media/${side}/main`, { token: s.manager }));
    const after = (await read(s, p.code)).media as { id: number; collection_name: string }[];
    expect(after[0]).toMatchObject({ id: side, collection_name: 'main' });
  },
  'a favourite': async (s) => {
    const p = await newProduct(s);
    expect((await read(s, p.code)).is_favourite).toBe(false);
    await write(s.writer('PUT', `/api/v0/favourite/${p.id}`, { token: s.customer }));
    expect((await read(s, p.code)).is_favourite).toBe(true);
  },
  'an import': async (s) => {
    const name = `Импортный ${randomBytes(4).toString('hex')}`;
    expect(await search(s, name)).toEqual([]);
    await importFeed(s, feed(randomBytes(4).toString('hex'), name));
    expect(await search(s, name)).toHaveLength(1);
  },
};
