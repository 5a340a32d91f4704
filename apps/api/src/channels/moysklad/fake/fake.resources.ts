import type { FakeAccount } from './fake.account';
import type { FakeAnswer } from './fake.answer';
import { assortment } from './fake.assortment';
import { listCollection, type RequestHeaders, type Resource } from './fake.collections';
import { type FieldSpecs, namedFields } from './fake.filter';
import type { UpdatedIndex } from './fake.index';
import type {
  FakeCounterparty,
  FakeCustomerOrder,
  FakeProduct,
  FakeRetailDemand,
  FakeRetailReturn,
  FakeVariant,
} from './fake.model';
import * as render from './fake.render';
import * as documents from './fake.render-documents';
import * as orders from './fake.render-orders';
import * as places from './fake.render-places';

/**
 * The collections the fake lists, by path under the API root, with what each may be filtered and
 * sorted by (fake.collections.ts answers them).
 */

/** A resource over an UpdatedIndex (live rows only). */
function indexed<T extends { id: string; updated: number }>(
  path: string,
  type: string,
  index: UpdatedIndex<T>,
  fields: FieldSpecs<T>,
  draw: (row: T, expand: Set<string>) => unknown,
): Resource<T> {
  return {
    path,
    type,
    fields,
    rows: (deleted) => (deleted ? [] : index.all()),
    lowerBound: (ms, strict) => index.lowerBound(ms, strict),
    render: draw,
    archivable: 'archived' in fields,
  };
}

function productFields(r: render.Render): FieldSpecs<FakeProduct> {
  return {
    ...namedFields<FakeProduct>(),
    code: { kind: 'string', get: (p) => p.code },
    article: { kind: 'string', get: (p) => p.article },
    description: { kind: 'string', get: (p) => p.description },
    pathName: { kind: 'string', get: (p) => render.folderPath(r, p.folderId) },
    productFolder: { kind: 'id', get: (p) => p.folderId },
  };
}

function variantFields(account: FakeAccount): FieldSpecs<FakeVariant> {
  return {
    ...namedFields<FakeVariant>(),
    code: { kind: 'string', get: (v) => v.code },
    productid: { kind: 'id', get: (v) => v.productId },
    productFolder: { kind: 'id', get: (v) => account.products.get(v.productId)?.folderId ?? null },
  };
}

/** A counterparty's filterable fields («Контрагент»: the requisites, contacts and addresses). */
function counterpartyFields(): FieldSpecs<FakeCounterparty> {
  const text = (get: (c: FakeCounterparty) => string) => ({ kind: 'string', get }) as const;
  return {
    ...namedFields<FakeCounterparty>(),
    code: text((c) => c.code),
    description: text((c) => c.description),
    companyType: text((c) => c.companyType),
    legalTitle: text((c) => c.legalTitle),
    inn: text((c) => c.inn),
    kpp: text((c) => c.kpp),
    email: text((c) => c.email),
    phone: text((c) => c.phone),
    actualAddress: text((c) => c.actualAddress),
    legalAddress: text((c) => c.legalAddress),
    created: { kind: 'time', get: (c) => c.created },
  };
}

type Document = FakeRetailDemand | FakeRetailReturn | FakeCustomerOrder;

/** The fields every document may be filtered by, and `store`. */
function documentFields<T extends Document>(): FieldSpecs<T> {
  return {
    id: { kind: 'id', get: (d) => d.id },
    updated: { kind: 'time', get: (d) => d.updated },
    moment: { kind: 'time', get: (d) => d.moment },
    created: { kind: 'time', get: (d) => d.created },
    deleted: { kind: 'time', get: (d) => d.deleted },
    name: { kind: 'string', get: (d) => d.name },
    externalCode: { kind: 'string', get: (d) => d.externalCode },
    store: { kind: 'id', get: (d) => d.storeId },
  };
}

/** A document resource: the live documents, or the recycle bin's with `isDeleted=true`. */
function documentResource<T extends Document>(
  type: T['type'],
  live: UpdatedIndex<T>,
  bin: UpdatedIndex<T>,
  fields: FieldSpecs<T>,
  draw: (doc: T, expandPositions: boolean) => unknown,
): Resource<T> {
  return {
    path: `entity/${type}`,
    type,
    fields: { ...documentFields<T>(), ...fields },
    rows: (deleted) => (deleted ? bin.all() : live.all()),
    lowerBound: (ms, strict) => live.lowerBound(ms, strict),
    render: (doc, expand) => draw(doc, expand.has('positions')),
    document: true,
  };
}

/** A retail sale's or return's resource. */
function retailResource<T extends FakeRetailDemand | FakeRetailReturn>(
  r: render.Render,
  type: T['type'],
  live: UpdatedIndex<T>,
  bin: UpdatedIndex<T>,
): Resource<T> {
  const fields: FieldSpecs<T> = {
    retailStore: { kind: 'id', get: (d) => d.retailStoreId },
    demand: { kind: 'id', get: (d) => (d.type === 'retailsalesreturn' ? d.demandId : null) },
  };
  return documentResource(type, live, bin, fields, (doc, expand) => documents.retailDocument(r, doc, expand));
}

/** The customer orders' resource. */
function customerOrderResource(r: render.Render): Resource<FakeCustomerOrder> {
  const { account } = r;
  const fields: FieldSpecs<FakeCustomerOrder> = {
    organization: { kind: 'id', get: (o) => o.organizationId },
    agent: { kind: 'id', get: (o) => o.agentId },
    state: { kind: 'id', get: (o) => o.stateId },
    description: { kind: 'string', get: (o) => o.description },
    applicable: { kind: 'bool', get: (o) => o.applicable },
  };
  return documentResource(
    'customerorder',
    account.customerOrders,
    account.bin.customerOrders,
    fields,
    (o, expand) => orders.customerOrder(r, o, expand),
  );
}

/** Each listable collection's list answer for a request URL, by path. */
export function collections(
  r: render.Render,
): Map<string, (url: URL, headers: RequestHeaders) => FakeAnswer> {
  const { account } = r;
  const listed = <T>(resource: Resource<T>) =>
    [
      resource.path,
      (url: URL, headers: RequestHeaders) => listCollection(r, resource, url, headers),
    ] as const;
  return new Map([
    listed(
      indexed('entity/product', 'product', account.products, productFields(r), (p, e) =>
        render.product(r, p, { images: e.has('images') }),
      ),
    ),
    listed(
      indexed('entity/variant', 'variant', account.variants, variantFields(account), (v) =>
        render.variant(r, v),
      ),
    ),
    listed(assortment(r)),
    listed(
      indexed('entity/productfolder', 'productfolder', account.folders, namedFields(), (f) =>
        places.folder(r, f),
      ),
    ),
    listed(indexed('entity/store', 'store', account.stores, namedFields(), (s) => places.store(r, s))),
    listed(
      indexed('entity/retailstore', 'retailstore', account.retailStores, namedFields(), (s) =>
        places.retailStore(r, s),
      ),
    ),
    listed(retailResource(r, 'retaildemand', account.demands, account.bin.demands)),
    listed(retailResource(r, 'retailsalesreturn', account.returns, account.bin.returns)),
    listed(customerOrderResource(r)),
    listed(
      indexed('entity/counterparty', 'counterparty', account.counterparties, counterpartyFields(), (c) =>
        orders.counterparty(r, c),
      ),
    ),
    listed(
      indexed('entity/webhook', 'webhook', account.webhooks, webhookFields(), (w) => documents.webhook(r, w)),
    ),
    listed(
      indexed('entity/webhookstock', 'webhookstock', account.webhookStocks, webhookFields(), (w) =>
        documents.webhookStock(r, w),
      ),
    ),
  ]);
}

function webhookFields<
  T extends { id: string; url: string; enabled: boolean; updated: number },
>(): FieldSpecs<T> {
  return {
    id: { kind: 'id', get: (w) => w.id },
    updated: { kind: 'time', get: (w) => w.updated },
    url: { kind: 'string', get: (w) => w.url },
    enabled: { kind: 'bool', get: (w) => w.enabled },
  };
}
