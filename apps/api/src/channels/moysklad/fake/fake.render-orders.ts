import type { FakeCounterparty, FakeCustomerOrder, FakePosition, FakeState } from './fake.model';
import { collectionMeta, entityHead, link, priceType, type Render } from './fake.render';
import { lineSum, position, sumOf } from './fake.render-documents';
import { mskTime } from './fake.time';

/**
 * The documented JSON of counterparties and customer orders (JSON API 1.2: «Контрагент»,
 * «Заказ покупателя», «Позиции Заказа покупателя», «Метаданные Заказов покупателей», «Статусы
 * документов»). Empty strings are left out, as МойСклад leaves out fields without a value.
 */
type Json = Record<string, unknown>;

/** The fields of `fields` that have a value (not ''). */
const filled = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));

const METADATA = 'entity/customerorder/metadata';

/** The meta of a customer order status (`entity/customerorder/metadata/states/{id}`). */
export const stateMeta = (r: Render, id: string): Json => ({
  href: `${r.base}/${METADATA}/states/${id}`,
  metadataHref: `${r.base}/${METADATA}`,
  type: 'state',
  mediaType: 'application/json',
});

/** A status: name, color (ARGB as one integer), stateType, entityType. */
export function state(r: Render, s: FakeState): Json {
  return {
    meta: stateMeta(r, s.id),
    id: s.id,
    accountId: r.account.ids.accountId,
    name: s.name,
    color: s.color,
    stateType: s.stateType,
    entityType: 'customerorder',
  };
}

/** GET entity/customerorder/metadata: no additional fields, the statuses, createShared. */
export function customerOrderMetadata(r: Render): Json {
  return {
    meta: { href: `${r.base}/${METADATA}`, mediaType: 'application/json' },
    attributes: [],
    states: r.account.orderStates.map((s) => state(r, s)),
    createShared: false,
  };
}

/** A counterparty: its requisites by companyType, empty accounts, contact persons and notes. */
export function counterparty(r: Render, c: FakeCounterparty): Json {
  const href = `${r.base}/entity/counterparty/${c.id}`;
  return {
    ...entityHead(r, 'counterparty', c),
    ...filled({ code: c.code, description: c.description }),
    archived: c.archived,
    created: mskTime(c.created),
    companyType: c.companyType,
    ...filled({
      legalTitle: c.legalTitle,
      inn: c.inn,
      kpp: c.kpp,
      legalAddress: c.legalAddress,
      actualAddress: c.actualAddress,
      email: c.email,
      phone: c.phone,
    }),
    ...(c.priceTypeId ? { priceType: priceType(r, c.priceTypeId) } : {}),
    accounts: { meta: collectionMeta(`${href}/accounts`, 'account', 0) },
    tags: [],
    contactpersons: { meta: collectionMeta(`${href}/contactpersons`, 'contactperson', 0) },
    notes: { meta: collectionMeta(`${href}/notes`, 'note', 0) },
    salesAmount: 0,
  };
}

/**
 * An order's `sum` and `vatSum`, kopecks: the positions' price × quantity less the discount,
 * their VAT inside it (`vatIncluded`) or on top of it; no VAT without `vatEnabled`.
 */
export function orderSums(o: FakeCustomerOrder): { sum: number; vatSum: number } {
  const net = sumOf(o.positions);
  if (!o.vatEnabled) return { sum: net, vatSum: 0 };
  const vat = (p: FakePosition) => (lineSum(p) * p.vat) / (o.vatIncluded ? 100 + p.vat : 100);
  const vatSum = Math.round(o.positions.reduce((s, p) => s + vat(p), 0));
  return { sum: o.vatIncluded ? net : net + vatSum, vatSum };
}

/** A position of a customer order: the documents' position and what is shipped of it (nothing). */
export const orderPosition = (r: Render, o: FakeCustomerOrder, p: FakePosition): Json => ({
  ...position(r, o, p),
  shipped: 0,
});

/** A customer order; with `positions`, its positions' rows are expanded. */
export function customerOrder(r: Render, o: FakeCustomerOrder, expandPositions: boolean): Json {
  const positionsHref = `${r.base}/entity/customerorder/${o.id}/positions`;
  return {
    ...entityHead(r, 'customerorder', o),
    ...filled({ description: o.description }),
    moment: mskTime(o.moment, true),
    ...(o.deliveryPlannedMoment !== null
      ? { deliveryPlannedMoment: mskTime(o.deliveryPlannedMoment, true) }
      : {}),
    created: mskTime(o.created),
    ...(o.deleted !== null ? { deleted: mskTime(o.deleted) } : {}),
    applicable: o.applicable,
    printed: false,
    published: false,
    rate: { currency: link(r, 'currency', r.account.ids.currencyId) },
    ...orderSums(o),
    vatEnabled: o.vatEnabled,
    vatIncluded: o.vatIncluded,
    organization: link(r, 'organization', o.organizationId),
    agent: link(r, 'counterparty', o.agentId),
    ...(o.storeId ? { store: link(r, 'store', o.storeId) } : {}),
    state: { meta: stateMeta(r, o.stateId) },
    positions: {
      meta: {
        ...collectionMeta(positionsHref, 'customerorderposition', o.positions.length),
        metadataHref: `${r.base}/${METADATA}`,
      },
      ...(expandPositions ? { rows: o.positions.map((p) => orderPosition(r, o, p)) } : {}),
    },
    reservedSum: 0,
    payedSum: 0,
    shippedSum: 0,
    invoicedSum: 0,
  };
}
