import * as changes from './fake.changes';
import { generateCatalogue, generateIds } from './fake.generate-catalogue';
import { generateOrderSetup } from './fake.generate-orders';
import { generateRetail } from './fake.generate-retail';
import { stockKey, UpdatedIndex } from './fake.index';
import type {
  FakeAccountIds,
  FakeCounterparty,
  FakeCustomerOrder,
  FakeEvent,
  FakeFolder,
  FakeImage,
  FakePriceType,
  FakeProduct,
  FakeRetailDemand,
  FakeRetailReturn,
  FakeRetailStore,
  FakeState,
  FakeStockRow,
  FakeStore,
  FakeVariant,
  FakeWebhook,
  FakeWebhookStock,
} from './fake.model';
import * as orderChanges from './fake.order-changes';
import * as productChanges from './fake.product-changes';
import { createRandom } from './fake.random';

export type FakeAccountOptions = {
  /** Products (default 60); about a third of the diamond paintings (one product in 17) get two modifications. */
  products?: number;
  /** Retail stores, each with its own warehouse (default 3). */
  retailStores?: number;
  /** Retail sale positions in all (default 300), 1–4 per sale. */
  salePositions?: number;
  /** PRNG seed (default 1): the same options give the same account. */
  seed?: number;
  /** Sales spread over the last N days (default 60). */
  days?: number;
  /** "Now" the generated times are relative to (default Date.now()). */
  now?: number;
};

/** A failure the fake server answers instead of the next requests (`failNext`). */
export type FakeFailure = {
  count: number;
  status: 429 | 500 | 503;
  /** Only requests whose path (under the API root) starts with this. */
  path?: string;
  /** For a 429: X-Lognex-Retry-After, ms (default 50). */
  retryAfterMs?: number;
};

/**
 * The in-memory МойСклад account the fake server answers from: documented entities in compact
 * form (fake.model.ts), indexed by id and by `updated`, plus the changes the tests make and the
 * webhook events those changes raise (delivered by the fake server, fake.webhooks.ts).
 */
export class FakeAccount {
  readonly ids: FakeAccountIds;
  readonly priceTypes: FakePriceType[];
  readonly folders: UpdatedIndex<FakeFolder>;
  readonly products: UpdatedIndex<FakeProduct>;
  readonly variants: UpdatedIndex<FakeVariant>;
  readonly stores: UpdatedIndex<FakeStore>;
  /** «Основной склад»: the wholesaler's warehouse, which no retail store sells from. */
  readonly mainStoreId: string;
  readonly retailStores: UpdatedIndex<FakeRetailStore>;
  readonly images: Map<string, FakeImage>;
  /** Stock rows by `stockKey(assortmentId, storeId)`. */
  readonly stock: Map<string, FakeStockRow>;
  readonly demands: UpdatedIndex<FakeRetailDemand>;
  readonly returns: UpdatedIndex<FakeRetailReturn>;
  /** «Розничный покупатель» (the retail sales' agent) and the wholesale customers. */
  readonly counterparties: UpdatedIndex<FakeCounterparty>;
  readonly customerOrders = new UpdatedIndex<FakeCustomerOrder>();
  /** The statuses of customer orders, «Новый» first. */
  readonly orderStates: readonly FakeState[];
  /** Deleted documents (МойСклад's recycle bin: `filter=isDeleted=true`). */
  readonly bin: {
    demands: UpdatedIndex<FakeRetailDemand>;
    returns: UpdatedIndex<FakeRetailReturn>;
    customerOrders: UpdatedIndex<FakeCustomerOrder>;
  };
  readonly webhooks = new UpdatedIndex<FakeWebhook>();
  readonly webhookStocks = new UpdatedIndex<FakeWebhookStock>();
  /** Events not delivered yet; `stockChangedAt`: the first stock change not reported yet (epoch ms). */
  readonly pending: { events: FakeEvent[]; stockChangedAt: number | null } = {
    events: [],
    stockChangedAt: null,
  };
  /** Deliver webhooks right after each change (default); false: only on `deliverWebhooks()`. */
  autoDeliver = true;
  /** The fake server's delivery, set when one serves this account. */
  deliverer: (() => Promise<{ sent: number; failed: number }>) | null = null;
  /** Called after each change when `autoDeliver` is on (the server schedules a delivery). */
  onChange: (() => void) | null = null;
  /** Failures the server answers next (`failNext`). */
  readonly failures: FakeFailure[] = [];
  /** While set, creating a customer order answers this status (`failOrders`: МойСклад down). */
  orderFailure: FakeFailure['status'] | null = null;
  /** Who sells what: 'product' or 'variant' by assortment id. */
  readonly assortmentTypes = new Map<string, 'product' | 'variant'>();
  /** The seeded PRNG, also for the ids of what the tests add. */
  readonly random: ReturnType<typeof createRandom>;
  private lastTick = 0;
  private byProduct: Map<string, FakeVariant[]> | undefined;

  constructor(options: FakeAccountOptions = {}) {
    const random = createRandom(options.seed ?? 1);
    const now = options.now ?? Date.now();
    this.random = random;
    this.ids = generateIds(random);
    const catalogue = generateCatalogue(random, { products: options.products ?? 60, now });
    this.priceTypes = catalogue.priceTypes;
    this.folders = new UpdatedIndex(catalogue.folders);
    this.products = new UpdatedIndex(catalogue.products);
    this.variants = new UpdatedIndex(catalogue.variants);
    this.images = new Map(catalogue.images.map((image) => [image.id, image]));
    const withVariants = new Set(catalogue.variants.map((v) => v.productId));
    for (const p of catalogue.products)
      if (!withVariants.has(p.id)) this.assortmentTypes.set(p.id, 'product');
    for (const v of catalogue.variants) this.assortmentTypes.set(v.id, 'variant');
    const retail = generateRetail(random, catalogue, {
      retailStores: options.retailStores ?? 3,
      positions: options.salePositions ?? 300,
      days: options.days ?? 60,
      now,
      assortmentIds: [...this.assortmentTypes.keys()],
      priceOf: (id) => this.retailPrice(id),
    });
    this.stores = new UpdatedIndex(retail.stores);
    this.mainStoreId = retail.stores[0]!.id;
    this.retailStores = new UpdatedIndex(retail.retailStores);
    this.stock = new Map(retail.stock.map((row) => [stockKey(row.assortmentId, row.storeId), row]));
    this.demands = new UpdatedIndex(retail.demands);
    this.returns = new UpdatedIndex(retail.returns);
    this.bin = {
      demands: new UpdatedIndex(),
      returns: new UpdatedIndex(),
      customerOrders: new UpdatedIndex(),
    };
    const orders = generateOrderSetup(options.seed ?? 1, { now, retailCustomerId: this.ids.counterpartyId });
    this.counterparties = new UpdatedIndex(orders.counterparties);
    this.orderStates = orders.states;
  }

  /** Changes with every change to the account (answers computed before it are stale). */
  get version(): number {
    return this.lastTick;
  }

  /** A change's time: now, and always after the previous change (so `updated>=` the last seen finds it). */
  tick(): number {
    this.lastTick = Math.max(Date.now(), this.lastTick + 1);
    return this.lastTick;
  }

  /** The modifications of a product (made when the account is; none are added later). */
  variantsOf(productId: string): readonly FakeVariant[] {
    if (!this.byProduct) {
      this.byProduct = new Map();
      for (const v of this.variants.all())
        this.byProduct.set(v.productId, [...(this.byProduct.get(v.productId) ?? []), v]);
    }
    return this.byProduct.get(productId) ?? [];
  }

  /** The retail price (kopecks) of a product or modification; 0 when unknown. */
  retailPrice(assortmentId: string): number {
    const item = this.products.get(assortmentId) ?? this.variants.get(assortmentId);
    return item?.prices[this.priceTypes[2]!.id] ?? 0;
  }

  /** Sets stock, reserve and/or in-transit of an assortment in a store (creating the row); marks it changed. */
  setStock(input: changes.SetStockInput): FakeStockRow {
    return changes.setStock(this, input);
  }

  /** A retail sale at a retail store now (or at `moment`), lowering that store's stock. */
  addRetailDemand(input: changes.AddDemandInput): FakeRetailDemand {
    return changes.addRetailDemand(this, input);
  }

  /** A return of some units of a sale, raising the store's stock again. */
  addRetailReturn(input: changes.AddReturnInput): FakeRetailReturn {
    return changes.addRetailReturn(this, input);
  }

  /** Moves a sale or return to the recycle bin and undoes its stock movement. */
  deleteDocument(input: { type: 'retaildemand' | 'retailsalesreturn'; id: string }): void {
    changes.deleteDocument(this, input);
  }

  /** Changes a product's fields and bumps its `updated`. */
  updateProduct(id: string, patch: productChanges.ProductPatch): FakeProduct {
    return productChanges.updateProduct(this, id, patch);
  }

  /** Puts a product in the archive (МойСклад then lists it only with `filter=archived=true`). */
  archiveProduct(id: string): FakeProduct {
    return productChanges.updateProduct(this, id, { archived: true });
  }

  /** A new product (CREATE event), stocked nowhere yet. */
  addProduct(input: productChanges.NewProduct): FakeProduct {
    return productChanges.addProduct(this, input);
  }

  /** A new counterparty (CREATE event). */
  addCounterparty(input: orderChanges.NewCounterparty): FakeCounterparty {
    return orderChanges.addCounterparty(this, input);
  }

  /** Changes a counterparty's fields and bumps its `updated` (UPDATE event). */
  updateCounterparty(id: string, patch: orderChanges.CounterpartyPatch): FakeCounterparty {
    return orderChanges.updateCounterparty(this, id, patch);
  }

  /** A customer order to `agentId` of the account's organization (CREATE event). */
  addCustomerOrder(input: orderChanges.NewCustomerOrder): FakeCustomerOrder {
    return orderChanges.addCustomerOrder(this, input);
  }

  /** Changes a customer order (its positions replaced when given) and bumps its `updated` (UPDATE event). */
  updateCustomerOrder(id: string, patch: orderChanges.CustomerOrderPatch): FakeCustomerOrder {
    return orderChanges.updateCustomerOrder(this, id, patch);
  }

  /** Moves a customer order to the status named `stateName` (UPDATE event with `updatedFields: ['state']`). */
  setOrderState(id: string, stateName: string): FakeCustomerOrder {
    return orderChanges.setOrderState(this, id, stateName);
  }

  /** Moves a customer order to the recycle bin (DELETE event). */
  deleteCustomerOrder(id: string): FakeCustomerOrder {
    return orderChanges.deleteCustomerOrder(this, id);
  }

  /** The next `count` API requests (whose path starts with `path`, when given) answer `status`. */
  failNext(failure: FakeFailure): void {
    if (failure.count > 0) this.failures.push({ ...failure });
  }

  /** Posts the pending events to every enabled webhook now; without a fake server serving the account nothing is sent. */
  deliverWebhooks(): Promise<{ sent: number; failed: number }> {
    return this.deliverer?.() ?? Promise.resolve({ sent: 0, failed: 0 });
  }

  /** Records an event (and, with `autoDeliver`, has the server deliver it). */
  emit(event: Omit<FakeEvent, 'at'>): void {
    this.pending.events.push({ ...event, at: Date.now() });
    this.changed();
  }

  /** Marks stock changed at `at` (for the stock webhooks). */
  stockChanged(at: number): void {
    this.pending.stockChangedAt ??= at;
    this.changed();
  }

  private changed(): void {
    if (this.autoDeliver) this.onChange?.();
  }
}

/** A deterministic demo account (seeded PRNG): folders, products (some with modifications), stores, retail stores, stock, retail sales. */
export function createFakeAccount(options: FakeAccountOptions = {}): FakeAccount {
  return new FakeAccount(options);
}
