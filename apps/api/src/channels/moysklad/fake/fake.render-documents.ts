import type {
  FakePosition,
  FakeRetailDemand,
  FakeRetailReturn,
  FakeWebhook,
  FakeWebhookStock,
} from './fake.model';
import { collectionMeta, common, entityHead, link, meta, type Render } from './fake.render';
import { mskTime } from './fake.time';

/**
 * The documented JSON of retail documents and their positions (JSON API 1.2: «Розничная продажа»,
 * «Розничный возврат»), webhooks («Вебхуки», «Вебхук на изменение остатков») and the employee's
 * context («Контекст сотрудника»).
 */
type Json = Record<string, unknown>;

/** The type of a document's positions, by the document's type. */
export const POSITION_TYPE = {
  retaildemand: 'demandposition',
  retailsalesreturn: 'salesreturnposition',
  customerorder: 'customerorderposition',
} as const;

/** A position's sum, kopecks (not rounded): price × quantity less the discount. */
export const lineSum = (p: FakePosition) => p.price * p.quantity * (1 - p.discount / 100);

/** Sum of a document's positions, kopecks, after discounts. */
export const sumOf = (positions: FakePosition[]) => Math.round(positions.reduce((s, p) => s + lineSum(p), 0));

/** One position of `doc`: quantity, price (kopecks), discount (%), vat, assortment {meta}. */
export function position(
  r: Render,
  doc: { type: keyof typeof POSITION_TYPE; id: string },
  p: FakePosition,
): Json {
  const type = POSITION_TYPE[doc.type];
  return {
    meta: {
      href: `${r.base}/entity/${doc.type}/${doc.id}/positions/${p.id}`,
      type,
      mediaType: 'application/json',
    },
    id: p.id,
    accountId: r.account.ids.accountId,
    quantity: p.quantity,
    price: p.price,
    discount: p.discount,
    vat: p.vat,
    vatEnabled: true,
    assortment: link(r, r.account.assortmentTypes.get(p.assortmentId) ?? 'product', p.assortmentId, true),
  };
}

/** A retail sale or return; with `positions`, its positions' rows are expanded. */
export function retailDocument(
  r: Render,
  doc: FakeRetailDemand | FakeRetailReturn,
  expandPositions: boolean,
): Json {
  const sum = sumOf(doc.positions);
  const positionsHref = `${r.base}/entity/${doc.type}/${doc.id}/positions`;
  const store = r.account.retailStores.get(doc.retailStoreId);
  return {
    ...entityHead(r, doc.type, doc),
    moment: mskTime(doc.moment),
    created: mskTime(doc.created),
    ...(doc.deleted !== null ? { deleted: mskTime(doc.deleted) } : {}),
    applicable: true,
    printed: false,
    published: false,
    rate: { currency: link(r, 'currency', r.account.ids.currencyId) },
    sum,
    vatEnabled: true,
    vatIncluded: true,
    vatSum: Math.round((sum * 20) / 120),
    store: link(r, 'store', doc.storeId),
    agent: link(r, 'counterparty', r.account.ids.counterpartyId),
    organization: link(r, 'organization', r.account.ids.organizationId),
    retailStore: link(r, 'retailstore', doc.retailStoreId),
    ...(store ? { retailShift: link(r, 'retailshift', store.shiftId) } : {}),
    ...(doc.type === 'retailsalesreturn' ? { demand: link(r, 'retaildemand', doc.demandId) } : {}),
    positions: {
      meta: collectionMeta(positionsHref, POSITION_TYPE[doc.type], doc.positions.length),
      ...(expandPositions ? { rows: doc.positions.map((p) => position(r, doc, p)) } : {}),
    },
    ...(doc.type === 'retaildemand' ? { payedSum: sum } : {}),
    cashSum: sum,
    noCashSum: 0,
    qrSum: 0,
    taxSystem: 'GENERAL_TAX_SYSTEM',
  };
}

/** A webhook (entityType, url, method POST, enabled, action, diffType for UPDATE). */
export function webhook(r: Render, w: FakeWebhook): Json {
  return {
    meta: meta(r, 'webhook', w.id),
    id: w.id,
    accountId: r.account.ids.accountId,
    entityType: w.entityType,
    url: w.url,
    method: 'POST',
    enabled: w.enabled,
    action: w.action,
    ...(w.action === 'UPDATE' ? { diffType: w.diffType ?? 'NONE' } : {}),
  };
}

/** A stock webhook (stockType, reportType, url, enabled). */
export function webhookStock(r: Render, w: FakeWebhookStock): Json {
  return {
    meta: meta(r, 'webhookstock', w.id),
    id: w.id,
    accountId: r.account.ids.accountId,
    stockType: w.stockType,
    reportType: w.reportType,
    url: w.url,
    enabled: w.enabled,
  };
}

/** GET context/employee: the administrator the token belongs to. */
/** `entity/organization`: the account's one legal entity. */
export function organizations(r: Render): Json {
  const { ids } = r.account;
  const row = {
    meta: meta(r, 'organization', ids.organizationId),
    id: ids.organizationId,
    ...common(r),
    updated: '2024-01-15 10:00:00.000',
    name: 'ООО «Хобби Опт»',
    externalCode: 'fake-organization',
    archived: false,
    companyType: 'legal',
    legalTitle: 'Общество с ограниченной ответственностью «Хобби Опт»',
    inn: '7701234567',
    kpp: '770101001',
  };
  const href = `${r.base}/entity/organization`;
  return {
    meta: { href, type: 'organization', mediaType: 'application/json', size: 1, limit: 1000, offset: 0 },
    rows: [row],
  };
}

export function employee(r: Render): Json {
  const { ids } = r.account;
  const all = { view: 'ALL', create: 'ALL', update: 'ALL', delete: 'ALL' };
  return {
    meta: meta(r, 'employee', ids.employeeId),
    id: ids.employeeId,
    ...common(r),
    updated: '2024-01-15 10:00:00.000',
    name: 'Администратор',
    externalCode: 'fake-admin',
    archived: false,
    created: '2024-01-15 10:00:00.000',
    uid: 'admin@hobbyopt',
    email: 'admin@hobbyopt.example',
    lastName: 'Администратор',
    fullName: 'Администратор',
    shortFio: 'Администратор',
    permissions: {
      product: all,
      productfolder: all,
      variant: all,
      store: all,
      retailstore: all,
      retaildemand: all,
      retailsalesreturn: all,
      counterparty: all,
      customerorder: all,
      webhook: all,
    },
  };
}
