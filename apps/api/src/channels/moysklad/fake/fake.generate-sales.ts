import type { FakePosition, FakeRetailDemand, FakeRetailReturn, FakeRetailStore } from './fake.model';
import { pickDistinct, type Random } from './fake.random';
import { toMinute } from './fake.time';

/** The demo account's retail sales and returns: 1–4 positions a sale, busier shops selling more. */
export type SalesInput = {
  random: Random;
  now: number;
  days: number;
  positions: number;
  retailStores: FakeRetailStore[];
  /** What each retail warehouse holds (its sales come from these). */
  held: Map<string, string[]>;
  /** Unit price, kopecks, of each assortment. */
  priceOf: (assortmentId: string) => number;
};

/** One sale of 1–4 positions at `store`. */
function demand(input: SalesInput, store: FakeRetailStore, count: number): FakeRetailDemand {
  const { random, now } = input;
  const moment = toMinute(now - random.int(600, input.days * 86_400) * 1000);
  const created = moment + random.int(5, 50) * 1000;
  const items = pickDistinct(random, input.held.get(store.storeId)!, count);
  const positions: FakePosition[] = items.map((assortmentId) => ({
    id: random.uuid(),
    assortmentId,
    quantity: random.chance(0.85) ? 1 : random.int(2, 3),
    price: input.priceOf(assortmentId),
    discount: random.chance(0.75) ? 0 : random.pick([5, 10, 15]),
    vat: 20,
  }));
  const updated = random.chance(0.1) ? Math.min(now, created + random.int(1, 48) * 3_600_000) : created;
  const { id: retailStoreId, storeId } = store;
  return {
    type: 'retaildemand',
    id: random.uuid(),
    name: '',
    externalCode: random.externalCode(),
    retailStoreId,
    storeId,
    moment,
    created,
    updated,
    positions,
    deleted: null,
  };
}

/** About 2 % of the sales come back: one unit of their first position, within three days. */
function returnsOf(random: Random, demands: FakeRetailDemand[], now: number): FakeRetailReturn[] {
  const picked = demands.filter((_, i) => i % 50 === 7);
  return picked.map((sale, i) => {
    const moment = toMinute(Math.min(now - 60_000, sale.moment + random.int(1, 72) * 3_600_000));
    const created = Math.max(moment, sale.created) + 30_000;
    const first = sale.positions[0]!;
    return {
      type: 'retailsalesreturn',
      id: random.uuid(),
      name: String(i + 1).padStart(5, '0'),
      externalCode: random.externalCode(),
      retailStoreId: sale.retailStoreId,
      storeId: sale.storeId,
      demandId: sale.id,
      moment,
      created,
      updated: Math.min(now, created),
      positions: [{ ...first, id: random.uuid(), quantity: 1 }],
      deleted: null,
    };
  });
}

/** Picks items at random, each with a weight of 1–5 drawn once (busier and quieter shops). */
export function weightedPicker<T>(random: Random, items: readonly T[]): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += random.int(1, 5);
    cumulative.push(total);
  }
  return () => {
    const r = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** Sales of `input.positions` positions in all at the retail stores, oldest first, named 00001…; and their returns. */
export function generateSales(input: SalesInput): {
  demands: FakeRetailDemand[];
  returns: FakeRetailReturn[];
} {
  const { random, retailStores } = input;
  const pickStore = weightedPicker(random, retailStores);
  const demands: FakeRetailDemand[] = [];
  for (let left = retailStores.length ? input.positions : 0; left > 0; ) {
    const store = pickStore();
    const sale = demand(input, store, Math.min(left, random.int(1, 4)));
    demands.push(sale);
    left -= sale.positions.length;
  }
  demands.sort((a, b) => a.moment - b.moment);
  demands.forEach((sale, i) => {
    sale.name = String(i + 1).padStart(5, '0');
  });
  return { demands, returns: returnsOf(random, demands, input.now) };
}
