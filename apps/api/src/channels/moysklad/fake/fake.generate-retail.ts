import type { FakeCatalogue } from './fake.generate-catalogue';
import { generateSales } from './fake.generate-sales';
import type {
  FakeRetailDemand,
  FakeRetailReturn,
  FakeRetailStore,
  FakeStockRow,
  FakeStore,
} from './fake.model';
import { CITIES, STREETS } from './fake.names';
import { pickDistinct, type Random } from './fake.random';

export type FakeRetail = {
  stores: FakeStore[];
  retailStores: FakeRetailStore[];
  stock: FakeStockRow[];
  demands: FakeRetailDemand[];
  returns: FakeRetailReturn[];
};

const DAY = 86_400_000;

/** «Основной склад», then a warehouse and a retail store per shop («Магазин на Ленина», «Магазин на Мира (Казань)»). */
function stores(random: Random, count: number, now: number, retailPriceTypeId: string) {
  const store = (name: string, address: string): FakeStore => ({
    id: random.uuid(),
    name,
    externalCode: random.externalCode(),
    address,
    archived: false,
    updated: now - random.int(100, 900) * DAY,
  });
  const main = store('Основной склад', '125009, Москва, ул. Тверская, д. 7');
  const warehouses: FakeStore[] = [];
  const retailStores: FakeRetailStore[] = [];
  for (let i = 0; i < count; i++) {
    const street = STREETS[i % STREETS.length]!;
    const city = CITIES[Math.floor(i / STREETS.length) % CITIES.length]!;
    const round = Math.floor(i / (STREETS.length * CITIES.length));
    const name = `Магазин на ${street}${i < STREETS.length ? '' : ` (${city}${round ? ` ${round + 1}` : ''})`}`;
    const address = `${city}, ул. ${street}, д. ${random.int(1, 120)}`;
    const warehouse = store(name, address);
    warehouses.push(warehouse);
    const { id: _, ...fields } = store(name, address);
    retailStores.push({
      ...fields,
      id: random.uuid(),
      storeId: warehouse.id,
      priceTypeId: retailPriceTypeId,
      shiftId: random.uuid(),
    });
  }
  return { stores: [main, ...warehouses], retailStores };
}

/** Every assortment in the main store; a sample (15–35 %, at most 800) in each retail warehouse. */
function stockRows(
  random: Random,
  assortmentIds: string[],
  retail: FakeStore[],
  mainId: string,
  now: number,
) {
  const rows: FakeStockRow[] = [];
  const assortments = new Map<string, string[]>();
  const changed = () => now - random.int(60, 30 * 86_400) * 1000;
  for (const assortmentId of assortmentIds) {
    const stock = random.chance(0.05) ? 0 : random.int(1, 300);
    const reserve = random.chance(0.2) ? random.int(1, Math.max(1, Math.floor(stock / 5))) : 0;
    const inTransit = random.chance(0.15) ? random.int(10, 100) : 0;
    rows.push({ assortmentId, storeId: mainId, stock, reserve, inTransit, changed: changed() });
  }
  for (const store of retail) {
    const size = Math.max(1, Math.min(800, Math.round(assortmentIds.length * (0.15 + random.next() * 0.2))));
    const held = pickDistinct(random, assortmentIds, size);
    assortments.set(store.id, held);
    for (const assortmentId of held) {
      const stock = random.int(0, 12);
      const reserve = stock > 0 && random.chance(0.05) ? 1 : 0;
      const inTransit = random.chance(0.2) ? random.int(1, 6) : 0;
      rows.push({ assortmentId, storeId: store.id, stock, reserve, inTransit, changed: changed() });
    }
  }
  return { rows, assortments };
}

/** Stores, stock and `positions` sale positions over the last `days` days, busier shops selling more. */
export function generateRetail(
  random: Random,
  catalogue: FakeCatalogue,
  options: {
    retailStores: number;
    positions: number;
    days: number;
    now: number;
    assortmentIds: string[];
    priceOf: (id: string) => number;
  },
): FakeRetail {
  const { now } = options;
  const { stores: all, retailStores } = stores(
    random,
    options.retailStores,
    now,
    catalogue.priceTypes[2]!.id,
  );
  const { rows, assortments } = stockRows(random, options.assortmentIds, all.slice(1), all[0]!.id, now);
  const { demands, returns } = generateSales({ ...options, random, retailStores, held: assortments });
  return { stores: all, retailStores, stock: rows, demands, returns };
}
