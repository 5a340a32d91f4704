import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The fake МойСклад that serve.mjs starts on E2E_MOYSKLAD_PORT (apps/api/src/channels/moysklad/fake,
 * docs/moysklad.md), as moysklad.spec.ts drives and reads it: its control endpoints and its API.
 */

/** The token the fake accepts (playwright.config.ts). */
export const TOKEN = process.env.E2E_MOYSKLAD_TOKEN ?? 'fake-token';
const fakeOrigin = () => `http://127.0.0.1:${process.env.E2E_MOYSKLAD_PORT}`;

/** A control endpoint of the fake МойСклад (fake.control.ts): GET without `data`, else POST. */
export async function control(request: APIRequestContext, name: string, data?: unknown) {
  const url = `${fakeOrigin()}/control/${name}`;
  const res = data === undefined ? await request.get(url) : await request.post(url, { data });
  expect(res.ok(), `fake МойСклад /control/${name}: ${res.status()}`).toBe(true);
  return res.json();
}

/**
 * Has the fake answer the next catalogue run's first request (its folders) with a 429 and
 * X-Lognex-Retry-After `ms`, as МойСклад does over its rate limit: the run waits that long before
 * it reads on, so its progress is on screen however fast the machine runs the rest.
 */
export async function holdNextCatalogueRun(request: APIRequestContext, ms = 4_000) {
  await control(request, 'failNext', {
    count: 1,
    status: 429,
    path: 'entity/productfolder',
    retryAfterMs: ms,
  });
}

/** The fake's API as the app reads it (gzip, the token), for the figures the page should show. */
async function msApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${fakeOrigin()}/api/remap/1.2/${path}`, {
    headers: { Authorization: `Bearer ${TOKEN}`, 'Accept-Encoding': 'gzip' },
  });
  expect(res.ok(), `fake МойСклад ${path}: ${res.status()}`).toBe(true);
  return res.json() as Promise<T>;
}

type Rows<T> = { rows: T[] };
type MsProduct = {
  id: string;
  name: string;
  code: string;
  variantsCount?: number;
  attributes?: { name: string; value: unknown }[];
  barcodes?: Record<string, string>[];
};

/** The fake's attribute holding the English name (fake.render.ts), which the suggested mapping takes. */
const NAME_EN = 'Название (EN)';

/**
 * What the first sync should bring: the items of the catalogue (products without modifications and
 * the modifications), the sale positions, and the product of the retail point named `point` with
 * the most units on its shelf (its id and warehouse's id, name, English name, first barcode, code and stock).
 */
export async function fakeFigures(request: APIRequestContext, point: string) {
  const account = (await control(request, 'account')) as {
    retailStores: { name: string; storeId: string }[];
  };
  const storeId = account.retailStores.find((r) => r.name === point)!.storeId;
  const products = (await msApi<Rows<MsProduct>>(request, 'entity/product?limit=1000')).rows;
  const variants = (await msApi<{ meta: { size: number } }>(request, 'entity/variant?limit=1')).meta.size;
  const demands = (
    await msApi<Rows<{ positions: { meta: { size: number } } }>>(request, 'entity/retaildemand?limit=1000')
  ).rows;
  const stock = await msApi<{ assortmentId: string; storeId: string; stock: number }[]>(
    request,
    'report/stock/bystore/current?stockType=stock',
  );
  const plain = new Map(products.filter((p) => !p.variantsCount).map((p) => [p.id, p]));
  const shelf = stock
    .filter((r) => r.storeId === storeId && plain.has(r.assortmentId))
    .sort((a, b) => b.stock - a.stock)[0]!;
  return {
    items: plain.size + variants,
    salePositions: demands.reduce((n, d) => n + d.positions.meta.size, 0),
    product: {
      ...plain.get(shelf.assortmentId)!,
      nameEn: String(plain.get(shelf.assortmentId)!.attributes?.find((a) => a.name === NAME_EN)?.value),
      barcode: Object.values(plain.get(shelf.assortmentId)!.barcodes?.[0] ?? {})[0] ?? '',
      storeId,
      stock: shelf.stock,
    },
  };
}

/** A product of the fake's main warehouse («Основной склад») with at least `units` in stock: its МойСклад id and code. */
export async function mainStoreProduct(request: APIRequestContext, units: number) {
  const account = (await control(request, 'account')) as { mainStoreId: string };
  const products = (await msApi<Rows<MsProduct>>(request, 'entity/product?limit=1000')).rows;
  const plain = new Map(products.filter((p) => !p.variantsCount).map((p) => [p.id, p]));
  const stock = await msApi<{ assortmentId: string; storeId: string; stock: number }[]>(
    request,
    'report/stock/bystore/current?stockType=stock',
  );
  const row = stock.find(
    (r) => r.storeId === account.mainStoreId && r.stock >= units && plain.has(r.assortmentId),
  )!;
  return { id: row.assortmentId, code: plain.get(row.assortmentId)!.code };
}

/** A customer order the fake holds (GET /control/customerOrders): status name, sum and positions in kopecks. */
export type FakeCustomerOrder = {
  id: string;
  name: string;
  externalCode: string;
  state: string;
  sum: number;
  positions: { assortmentId: string; quantity: number; price: number; discount: number }[];
};
