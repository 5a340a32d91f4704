import { stockKey, type UpdatedIndex } from './fake.index';
import type {
  FakeEvent,
  FakePosition,
  FakeProduct,
  FakeRetailDemand,
  FakeRetailReturn,
  FakeRetailStore,
  FakeStockRow,
  FakeStore,
  FakeVariant,
} from './fake.model';
import type { Random } from './fake.random';
import { parseMskTime, toMinute } from './fake.time';

/** What the changes touch of a FakeAccount (the class passes itself). */
export type ChangeTarget = {
  products: UpdatedIndex<FakeProduct>;
  variants: UpdatedIndex<FakeVariant>;
  stores: UpdatedIndex<FakeStore>;
  retailStores: UpdatedIndex<FakeRetailStore>;
  stock: Map<string, FakeStockRow>;
  demands: UpdatedIndex<FakeRetailDemand>;
  returns: UpdatedIndex<FakeRetailReturn>;
  bin: { demands: UpdatedIndex<FakeRetailDemand>; returns: UpdatedIndex<FakeRetailReturn> };
  assortmentTypes: Map<string, 'product' | 'variant'>;
  random: Random;
  tick(): number;
  retailPrice(assortmentId: string): number;
  emit(event: Omit<FakeEvent, 'at'>): void;
  stockChanged(at: number): void;
};

export type SetStockInput = {
  assortmentId: string;
  storeId: string;
  stock?: number;
  reserve?: number;
  inTransit?: number;
};

/** A bad change (unknown id, bad time): the control endpoints answer 400 with its message. */
export class FakeInputError extends Error {}

/** `value`, or a FakeInputError naming `what` when it is undefined. */
export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new FakeInputError(`unknown ${what}`);
  return value;
};

/** FakeAccount.setStock: the row (created when missing) with the given figures, changed now. */
export function setStock(account: ChangeTarget, input: SetStockInput): FakeStockRow {
  need(account.assortmentTypes.get(input.assortmentId), `assortment ${input.assortmentId}`);
  need(account.stores.get(input.storeId), `store ${input.storeId}`);
  const key = stockKey(input.assortmentId, input.storeId);
  const at = account.tick();
  const row = account.stock.get(key) ?? {
    assortmentId: input.assortmentId,
    storeId: input.storeId,
    stock: 0,
    reserve: 0,
    inTransit: 0,
    changed: at,
  };
  row.stock = input.stock ?? row.stock;
  row.reserve = input.reserve ?? row.reserve;
  row.inTransit = input.inTransit ?? row.inTransit;
  row.changed = at;
  account.stock.set(key, row);
  account.stockChanged(at);
  return row;
}

/** Adds `delta` units of stock of each position at `storeId` (a sale: negative). */
function moveStock(account: ChangeTarget, storeId: string, positions: FakePosition[], sign: 1 | -1): void {
  const at = account.tick();
  for (const p of positions) {
    const key = stockKey(p.assortmentId, storeId);
    const row = account.stock.get(key) ?? {
      assortmentId: p.assortmentId,
      storeId,
      stock: 0,
      reserve: 0,
      inTransit: 0,
      changed: at,
    };
    row.stock += sign * p.quantity;
    row.changed = at;
    account.stock.set(key, row);
  }
  if (positions.length) account.stockChanged(at);
}

/** A time given as epoch ms, Date or a МойСклад string; now when absent. */
function momentOf(value: number | string | Date | undefined, now: number): number {
  if (value === undefined) return toMinute(now);
  const ms = typeof value === 'string' ? parseMskTime(value) : +value;
  if (ms === null || !Number.isFinite(ms)) throw new FakeInputError(`bad moment ${String(value)}`);
  return toMinute(ms);
}

export type AddDemandInput = {
  retailStoreId: string;
  positions: { assortmentId: string; quantity: number; price?: number; discount?: number }[];
  moment?: number | string | Date;
};

/** The next document number: «00001», «00002»… counting the recycle bin's too. */
export const nextName = (
  index: UpdatedIndex<{ id: string; updated: number }>,
  bin: UpdatedIndex<{ id: string; updated: number }>,
) => String(index.size + bin.size + 1).padStart(5, '0');

/**
 * FakeAccount.addRetailDemand: a sale now (moment: whole minutes), priced at the retail price
 * (kopecks) unless `price` is given; lowers the store's stock; CREATE event.
 * @throws FakeInputError for an unknown retail store or assortment, or no positions.
 */
export function addRetailDemand(account: ChangeTarget, input: AddDemandInput): FakeRetailDemand {
  const store = need(account.retailStores.get(input.retailStoreId), `retail store ${input.retailStoreId}`);
  if (!input.positions?.length) throw new FakeInputError('a sale needs positions');
  const positions = input.positions.map((p) => {
    need(account.assortmentTypes.get(p.assortmentId), `assortment ${p.assortmentId}`);
    const price = p.price ?? account.retailPrice(p.assortmentId);
    return {
      id: account.random.uuid(),
      assortmentId: p.assortmentId,
      quantity: p.quantity,
      price,
      discount: p.discount ?? 0,
      vat: 20,
    };
  });
  const at = account.tick();
  const demand: FakeRetailDemand = {
    type: 'retaildemand',
    id: account.random.uuid(),
    name: nextName(account.demands, account.bin.demands),
    externalCode: account.random.externalCode(),
    retailStoreId: store.id,
    storeId: store.storeId,
    moment: momentOf(input.moment, at),
    created: at,
    updated: at,
    positions,
    deleted: null,
  };
  account.demands.add(demand);
  moveStock(account, store.storeId, positions, -1);
  account.emit({ entityType: 'retaildemand', id: demand.id, action: 'CREATE' });
  return demand;
}

export type AddReturnInput = {
  demandId: string;
  positions: { assortmentId: string; quantity: number }[];
  moment?: number | string | Date;
};

/**
 * FakeAccount.addRetailReturn: units of a sale back, at the sale's prices; raises the store's
 * stock; CREATE event. @throws FakeInputError for an unknown sale or a position it lacks.
 */
export function addRetailReturn(account: ChangeTarget, input: AddReturnInput): FakeRetailReturn {
  const demand = need(account.demands.get(input.demandId), `retail demand ${input.demandId}`);
  const positions = (input.positions ?? []).map((p) => {
    const sold = need(
      demand.positions.find((s) => s.assortmentId === p.assortmentId),
      `position ${p.assortmentId} of the sale`,
    );
    return { ...sold, id: account.random.uuid(), quantity: p.quantity };
  });
  if (!positions.length) throw new FakeInputError('a return needs positions');
  const at = account.tick();
  const { retailStoreId, storeId } = demand;
  const back: FakeRetailReturn = {
    type: 'retailsalesreturn',
    id: account.random.uuid(),
    name: nextName(account.returns, account.bin.returns),
    externalCode: account.random.externalCode(),
    retailStoreId,
    storeId,
    demandId: demand.id,
    moment: momentOf(input.moment, at),
    created: at,
    updated: at,
    positions,
    deleted: null,
  };
  account.returns.add(back);
  moveStock(account, storeId, positions, 1);
  account.emit({ entityType: 'retailsalesreturn', id: back.id, action: 'CREATE' });
  return back;
}

/** FakeAccount.deleteDocument: to the recycle bin (`deleted`, `updated` now), stock movement undone; DELETE event. */
export function deleteDocument(
  account: ChangeTarget,
  input: { type: 'retaildemand' | 'retailsalesreturn'; id: string },
): void {
  const sale = input.type === 'retaildemand';
  const live = (sale ? account.demands : account.returns) as UpdatedIndex<
    FakeRetailDemand | FakeRetailReturn
  >;
  const doc = need(live.remove(input.id), `${input.type} ${input.id}`);
  const at = account.tick();
  doc.deleted = at;
  doc.updated = at;
  ((sale ? account.bin.demands : account.bin.returns) as UpdatedIndex<typeof doc>).add(doc);
  moveStock(account, doc.storeId, doc.positions, sale ? 1 : -1);
  account.emit({ entityType: input.type, id: doc.id, action: 'DELETE' });
}
