import { type ChangeTarget, FakeInputError, need, nextName } from './fake.changes';
import type { UpdatedIndex } from './fake.index';
import type {
  FakeAccountIds,
  FakeCounterparty,
  FakeCustomerOrder,
  FakePosition,
  FakeState,
} from './fake.model';

/**
 * Counterparties and customer orders added, changed and deleted (through the API or the control
 * endpoints), each raising its webhook event as МойСклад does («Вебхуки»): CREATE, UPDATE with
 * МойСклад's names of the changed fields, DELETE (a deleted order goes to the recycle bin).
 * @throws FakeInputError for an unknown counterparty, order, store, status or assortment.
 */
export type OrderTarget = Pick<
  ChangeTarget,
  'products' | 'variants' | 'stores' | 'random' | 'tick' | 'emit'
> & {
  ids: FakeAccountIds;
  counterparties: UpdatedIndex<FakeCounterparty>;
  customerOrders: UpdatedIndex<FakeCustomerOrder>;
  orderStates: readonly FakeState[];
  bin: { customerOrders: UpdatedIndex<FakeCustomerOrder> };
};

type CounterpartyFields = Omit<FakeCounterparty, 'id' | 'created' | 'updated'>;
export type CounterpartyPatch = Partial<CounterpartyFields>;
export type NewCounterparty = Pick<FakeCounterparty, 'name'> & CounterpartyPatch;

/** A position as given: the price in kopecks (0 when absent), the vat the assortment's when absent. */
export type NewPosition = {
  assortmentId: string;
  quantity: number;
  price?: number;
  discount?: number;
  vat?: number;
};

type OrderFields = Omit<FakeCustomerOrder, 'type' | 'id' | 'created' | 'updated' | 'deleted' | 'positions'>;
export type CustomerOrderPatch = Partial<OrderFields> & { positions?: NewPosition[] };
export type NewCustomerOrder = Pick<FakeCustomerOrder, 'agentId'> & CustomerOrderPatch;

/** МойСклад's field names of the compact ones (for `updatedFields`). */
const API_FIELDS: Record<string, string> = {
  organizationId: 'organization',
  agentId: 'agent',
  storeId: 'store',
  stateId: 'state',
  priceTypeId: 'priceType',
};
/** A counterparty's fields left empty: a legal entity with no requisites or contacts yet. */
export const BLANK_COUNTERPARTY = {
  code: '',
  description: '',
  companyType: 'legal',
  legalTitle: '',
  inn: '',
  kpp: '',
  email: '',
  phone: '',
  actualAddress: '',
  legalAddress: '',
  priceTypeId: null,
  archived: false,
} as const satisfies Partial<FakeCounterparty>;

const updatedFields = (patch: object) => Object.keys(patch).map((key) => API_FIELDS[key] ?? key);

/** FakeAccount.addCounterparty: a new counterparty (legal entity unless told), `created` and `updated` now; CREATE event. */
export function addCounterparty(account: OrderTarget, input: NewCounterparty): FakeCounterparty {
  const at = account.tick();
  const made: FakeCounterparty = {
    ...BLANK_COUNTERPARTY,
    externalCode: account.random.externalCode(),
    ...input,
    id: account.random.uuid(),
    created: at,
    updated: at,
  };
  account.counterparties.add(made);
  account.emit({ entityType: 'counterparty', id: made.id, action: 'CREATE' });
  return made;
}

/** FakeAccount.updateCounterparty: the patch applied, `updated` now; UPDATE event. */
export function updateCounterparty(
  account: OrderTarget,
  id: string,
  patch: CounterpartyPatch,
): FakeCounterparty {
  need(account.counterparties.get(id), `counterparty ${id}`);
  return applyUpdate(account, { index: account.counterparties, entityType: 'counterparty', id, patch });
}

/**
 * The change of an entity known to be there: `fields` assigned (`patch` by default), `updated`
 * now, and its UPDATE event naming the patch's fields.
 */
function applyUpdate<T extends { id: string; updated: number }>(
  account: OrderTarget,
  options: { index: UpdatedIndex<T>; entityType: string; id: string; patch: object; fields?: object },
): T {
  const { index, entityType, id, patch } = options;
  const at = account.tick();
  const updated = index.update(id, (row) => {
    Object.assign(row, options.fields ?? patch);
    row.updated = at;
  })!;
  account.emit({ entityType, id, action: 'UPDATE', updatedFields: updatedFields(patch) });
  return updated;
}

/** The positions of an order, each with an id; checks the assortments. */
function positionsOf(account: OrderTarget, positions: NewPosition[]): FakePosition[] {
  return positions.map((p) => {
    const product =
      account.products.get(p.assortmentId) ??
      account.products.get(
        need(account.variants.get(p.assortmentId), `assortment ${p.assortmentId}`).productId,
      );
    return {
      id: account.random.uuid(),
      assortmentId: p.assortmentId,
      quantity: p.quantity,
      price: p.price ?? 0,
      discount: p.discount ?? 0,
      vat: p.vat ?? product?.vat ?? 0,
    };
  });
}

/** Checks the links of an order's fields. */
function checkLinks(account: OrderTarget, fields: CustomerOrderPatch): void {
  if (fields.agentId !== undefined)
    need(account.counterparties.get(fields.agentId), `counterparty ${fields.agentId}`);
  if (fields.storeId) need(account.stores.get(fields.storeId), `store ${fields.storeId}`);
  if (fields.stateId !== undefined)
    need(
      account.orderStates.find((s) => s.id === fields.stateId),
      `state ${fields.stateId}`,
    );
  if (fields.organizationId !== undefined && fields.organizationId !== account.ids.organizationId)
    throw new FakeInputError(`unknown organization ${fields.organizationId}`);
}

/**
 * FakeAccount.addCustomerOrder: an order of the account's organization, numbered «00001»…,
 * in the first status («Новый») unless told, dated now unless `moment` is given; CREATE event.
 */
export function addCustomerOrder(account: OrderTarget, input: NewCustomerOrder): FakeCustomerOrder {
  checkLinks(account, input);
  const positions = positionsOf(account, input.positions ?? []);
  const at = account.tick();
  const { positions: _, ...fields } = input;
  const order: FakeCustomerOrder = {
    name: nextName(account.customerOrders, account.bin.customerOrders),
    externalCode: account.random.externalCode(),
    description: '',
    deliveryPlannedMoment: null,
    organizationId: account.ids.organizationId,
    storeId: null,
    stateId: account.orderStates[0]!.id,
    moment: at - (at % 1000),
    applicable: true,
    vatEnabled: true,
    vatIncluded: true,
    ...fields,
    type: 'customerorder',
    id: account.random.uuid(),
    created: at,
    updated: at,
    positions,
    deleted: null,
  };
  account.customerOrders.add(order);
  account.emit({ entityType: 'customerorder', id: order.id, action: 'CREATE' });
  return order;
}

/** FakeAccount.updateCustomerOrder: the patch applied (`positions` replace all of them, as documented), `updated` now; UPDATE event. */
export function updateCustomerOrder(
  account: OrderTarget,
  id: string,
  patch: CustomerOrderPatch,
): FakeCustomerOrder {
  need(account.customerOrders.get(id), `customer order ${id}`);
  checkLinks(account, patch);
  const { positions: given, ...fields } = patch;
  const positions = given && positionsOf(account, given);
  return applyUpdate(account, {
    index: account.customerOrders,
    entityType: 'customerorder',
    id,
    patch,
    fields: positions ? { ...fields, positions } : fields,
  });
}

/** FakeAccount.setOrderState: the order moved to the status named `stateName` («Подтвержден»…); UPDATE event of `state`. */
export function setOrderState(account: OrderTarget, id: string, stateName: string): FakeCustomerOrder {
  const state = need(
    account.orderStates.find((s) => s.name === stateName),
    `state ${stateName}`,
  );
  return updateCustomerOrder(account, id, { stateId: state.id });
}

/** FakeAccount.deleteCustomerOrder: to the recycle bin (`deleted`, `updated` now); DELETE event. */
export function deleteCustomerOrder(account: OrderTarget, id: string): FakeCustomerOrder {
  const order = need(account.customerOrders.remove(id), `customer order ${id}`);
  const at = account.tick();
  order.deleted = at;
  order.updated = at;
  account.bin.customerOrders.add(order);
  account.emit({ entityType: 'customerorder', id, action: 'DELETE' });
  return order;
}
