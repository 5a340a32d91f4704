import { apiError, type FakeAnswer, notFound } from './fake.answer';
import { contextOf, expandOf, pageMeta, paging, type RequestHeaders } from './fake.collections';
import { createCounterparty, updateCounterparty } from './fake.counterparty-routes';
import type { FakeCustomerOrder, FakeImage, FakeRetailDemand, FakeRetailReturn } from './fake.model';
import { createCustomerOrder, deleteCustomerOrder, updateCustomerOrder } from './fake.order-routes';
import * as render from './fake.render';
import * as documents from './fake.render-documents';
import * as orders from './fake.render-orders';
import * as places from './fake.render-places';
import { currentStock, stockByStore } from './fake.reports';
import { collections } from './fake.resources';
import { createWebhook, deleteWebhook, updateWebhook } from './fake.webhook-routes';

/**
 * The fake's API routes under the API root (paths like `entity/product/{id}`): what our sync
 * reads and the counterparties and customer orders sent to МойСклад, answered from the account
 * as the documentation's examples show. Unknown paths answer 404 with code 1002, as МойСклад does.
 */
export type FakeRequestInput = {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: RequestHeaders;
};
type Route = {
  method: string;
  pattern: RegExp;
  answer: (r: render.Render, m: RegExpExecArray, input: FakeRequestInput) => FakeAnswer;
};

const ID = '([0-9a-fA-F-]{36})';
const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

type Document = FakeRetailDemand | FakeRetailReturn | FakeCustomerOrder;
const DOCUMENTS = /^(retaildemand|retailsalesreturn|customerorder)$/;

/** A document (retail sale or return, customer order) by id, live or in the recycle bin. */
function documentOf(r: render.Render, type: string, id: string): Document | undefined {
  const { account } = r;
  if (type === 'retaildemand') return account.demands.get(id) ?? account.bin.demands.get(id);
  if (type === 'customerorder') return account.customerOrders.get(id) ?? account.bin.customerOrders.get(id);
  return account.returns.get(id) ?? account.bin.returns.get(id);
}

/** A document's JSON, its positions expanded or not. */
const documentJson = (r: render.Render, doc: Document, expandPositions: boolean) =>
  doc.type === 'customerorder'
    ? orders.customerOrder(r, doc, expandPositions)
    : documents.retailDocument(r, doc, expandPositions);

/** A single entity of `type` by id, rendered, or 404. */
function single(r: render.Render, type: string, id: string, url: URL): FakeAnswer {
  const { account } = r;
  const expand = expandOf(url);
  const found: Record<string, () => unknown> = {
    product: () =>
      account.products.get(id) &&
      render.product(r, account.products.get(id)!, { images: expand.has('images') }),
    variant: () => account.variants.get(id) && render.variant(r, account.variants.get(id)!),
    productfolder: () => account.folders.get(id) && places.folder(r, account.folders.get(id)!),
    store: () => account.stores.get(id) && places.store(r, account.stores.get(id)!),
    retailstore: () => account.retailStores.get(id) && places.retailStore(r, account.retailStores.get(id)!),
    webhook: () => account.webhooks.get(id) && documents.webhook(r, account.webhooks.get(id)!),
    webhookstock: () =>
      account.webhookStocks.get(id) && documents.webhookStock(r, account.webhookStocks.get(id)!),
    counterparty: () =>
      account.counterparties.get(id) && orders.counterparty(r, account.counterparties.get(id)!),
  };
  const doc = DOCUMENTS.test(type) ? documentOf(r, type, id) : undefined;
  const body = doc ? documentJson(r, doc, expand.has('positions')) : found[type]?.();
  return body ? ok(body) : notFound(type, id);
}

/** A nested collection (a document's positions, a product's images), paged. */
function nested(
  r: render.Render,
  input: { path: string; type: string; url: URL; rows: unknown[] },
): FakeAnswer {
  const page = paging(input.url);
  if ('status' in page) return page;
  const meta = pageMeta(r, { ...input, size: input.rows.length, ...page });
  return ok({ context: contextOf(r), meta, rows: input.rows.slice(page.offset, page.offset + page.limit) });
}

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^context\/employee\/?$/, answer: (r) => ok(documents.employee(r)) },
  {
    method: 'GET',
    pattern: /^entity\/product\/metadata\/attributes\/?$/,
    answer: (r) => ok(render.attributeMetadata(r)),
  },
  { method: 'GET', pattern: /^entity\/organization\/?$/, answer: (r) => ok(documents.organizations(r)) },
  {
    method: 'GET',
    pattern: /^context\/companysettings\/pricetype\/?$/,
    answer: (r) => ok(r.account.priceTypes.map((t) => render.priceType(r, t.id))),
  },
  {
    method: 'GET',
    pattern: /^report\/stock\/bystore\/current\/?$/,
    answer: (r, _, { url }) => currentStock(r, url, true),
  },
  {
    method: 'GET',
    pattern: /^report\/stock\/all\/current\/?$/,
    answer: (r, _, { url }) => currentStock(r, url, false),
  },
  { method: 'GET', pattern: /^report\/stock\/bystore\/?$/, answer: (r, _, { url }) => stockByStore(r, url) },
  {
    method: 'GET',
    pattern: new RegExp(`^entity/product/${ID}/images/?$`),
    answer: (r, m, { path, url }) => {
      const product = r.account.products.get(m[1]!);
      if (!product) return notFound('product', m[1]!);
      const images = product.imageIds
        .map((id) => r.account.images.get(id))
        .filter((i): i is FakeImage => !!i);
      return nested(r, { path, type: 'image', url, rows: images.map((i) => render.image(r, product.id, i)) });
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^entity/(retaildemand|retailsalesreturn|customerorder)/${ID}/positions/?$`),
    answer: (r, m, { path, url }) => {
      const doc = documentOf(r, m[1]!, m[2]!);
      if (!doc) return notFound(m[1]!, m[2]!);
      const rows = doc.positions.map((p) =>
        doc.type === 'customerorder' ? orders.orderPosition(r, doc, p) : documents.position(r, doc, p),
      );
      return nested(r, { path, type: documents.POSITION_TYPE[doc.type], url, rows });
    },
  },
  {
    method: 'GET',
    pattern: /^entity\/customerorder\/metadata\/?$/,
    answer: (r) => ok(orders.customerOrderMetadata(r)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^entity/customerorder/metadata/states/${ID}/?$`),
    answer: (r, m) => {
      const state = r.account.orderStates.find((s) => s.id === m[1]);
      return state ? ok(orders.state(r, state)) : notFound('state', m[1]!);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^entity/([a-z]+)/${ID}/?$`),
    answer: (r, m, { url }) => single(r, m[1]!, m[2]!, url),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^download/${ID}/?$`),
    answer: (r, m, { url }) => {
      if (!r.account.images.has(m[1]!)) return notFound('image', m[1]!);
      const miniature = url.searchParams.get('miniature') === 'true' ? '?miniature=true' : '';
      return { status: 302, body: {}, headers: { location: `${r.origin}/files/${m[1]}${miniature}` } };
    },
  },
  {
    method: 'POST',
    pattern: /^entity\/counterparty\/?$/,
    answer: (r, _, { body }) => createCounterparty(r, body),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^entity/counterparty/${ID}/?$`),
    answer: (r, m, { body }) => updateCounterparty(r, m[1]!, body),
  },
  {
    method: 'POST',
    pattern: /^entity\/customerorder\/?$/,
    answer: (r, _, { body, url }) => createCustomerOrder(r, body, url),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^entity/customerorder/${ID}/?$`),
    answer: (r, m, { body, url }) => updateCustomerOrder(r, m[1]!, body, url),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^entity/customerorder/${ID}/?$`),
    answer: (r, m) => deleteCustomerOrder(r, m[1]!),
  },
  {
    method: 'POST',
    pattern: /^entity\/(webhook|webhookstock)\/?$/,
    answer: (r, m, { body }) => createWebhook(r, m[1]!, body),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^entity/(webhook|webhookstock)/${ID}/?$`),
    answer: (r, m, { body }) => updateWebhook(r, m[1]!, m[2]!, body),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^entity/(webhook|webhookstock)/${ID}/?$`),
    answer: (r, m) => deleteWebhook(r, m[1]!, m[2]!),
  },
];

/** The router of a fake server: the answer to an authorised API request (auth, gzip and limits already checked). */
export function createRouter(r: render.Render): (input: FakeRequestInput) => FakeAnswer {
  const lists = collections(r);
  return (input) => {
    const list = input.method === 'GET' ? lists.get(input.path.replace(/\/+$/, '')) : undefined;
    return list ? list(input.url, input.headers) : routeOne(r, input);
  };
}

function routeOne(r: render.Render, input: FakeRequestInput): FakeAnswer {
  let pathKnown = false;
  for (const route of ROUTES) {
    const m = route.pattern.exec(input.path);
    if (!m) continue;
    pathKnown = true;
    if (route.method === input.method) return route.answer(r, m, input);
  }
  if (pathKnown) return apiError(405, 1039, `Операция ${input.method} не поддерживается для данного ресурса`);
  return apiError(404, 1002, `Неопознанный путь: ${input.path}`);
}
