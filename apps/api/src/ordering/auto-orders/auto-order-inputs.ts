import {
  type AutoOrderProduct,
  type AutoOrderProposal,
  type AutoOrderShelf,
  type Currency,
  proposeAutoOrder,
  storeOccupancyKey,
  toMinor,
} from '@kits/contract';
import { type RequestContext, storeCurrency } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeOccupancyRows } from '../../outlets/shelves';
import type { BasketKey } from '../basket';
import { findInputRows, type InputRow } from './auto-order-inputs.repository';
import { autoOrdersMessage } from './auto-orders.messages';
import { findOutlet } from './auto-orders.repository';

/** The outlet an auto order is made for: the caller's current store, checked by `orderingOutlet`. */
export type Outlet = {
  id: number;
  currency: Currency;
  reportPeriodDays: number;
  /** The caller's basket of the outlet; its warehouse is the version's main store. */
  key: BasketKey;
};

/**
 * The caller's current store when it may get an auto order (docs/rules.md#spec-6): the caller is warehouse-level
 * (FORBIDDEN otherwise), the current store is not the version's main store — users in the main
 * store see no auto-order button (FORBIDDEN; no current store counts as the main store) — and it is
 * a retail outlet of the caller's own (FORBIDDEN otherwise).
 */
export async function orderingOutlet(ctx: RequestContext, db: Executor): Promise<Outlet> {
  const forbidden = (key: 'notWarehouse' | 'mainStore' | 'noOutlet') =>
    new AppError('FORBIDDEN', { message: autoOrdersMessage(ctx.lang, key) });
  const userId = ctx.requireUser().id;
  if (!ctx.isWarehouseLevel) throw forbidden('notWarehouse');
  const main = ctx.mainStoreId;
  if (ctx.currentStoreId === null || ctx.currentStoreId === main) throw forbidden('mainStore');
  const row = await findOutlet(db, { userId, storeId: ctx.currentStoreId });
  if (!row?.owned || !row.is_retail) throw forbidden('noOutlet');
  return {
    id: row.id,
    currency: storeCurrency(row.currency, ctx.version),
    reportPeriodDays: row.report_period_days,
    key: { userId, storeId: row.id, mainStoreId: main },
  };
}

/** The inputs of `proposeAutoOrder` for an outlet, and what the basket held before. */
export type AutoOrderInputs = {
  products: AutoOrderProduct[];
  shelves: AutoOrderShelf[];
  /** Rows by product id (units on shelf, supplies and basket units as read). */
  rows: Map<number, InputRow>;
  /** The basket's sum at discounted prices, minor units. */
  basketSumMinor: number;
};

/** The shelf a row stands on: its outlet shelf's key, else the product's own (which matches no shelf). */
const shelfOfRow = (r: InputRow) =>
  r.shelf_category_id === null
    ? { product_category_id: r.category_id, size: r.size, is_premium: r.is_premium }
    : { product_category_id: r.shelf_category_id, size: r.shelf_size, is_premium: r.shelf_premium === true };

/**
 * Reads the inputs of the outlet's auto order (docs/auto-order.md "Inputs") in two statements:
 * the products that matter (`findInputRows`) and the outlet's shelves with their use
 * (`storeOccupancyRows`, the rule of /auth/me). Units already in the basket (`basketId`) count as on
 * their way: they are added to the product's supplies and to its shelf's use, and taken off the
 * warehouse stock the order may still use — so the auto order tops the basket up instead of
 * ordering those units twice, and basket + order never pass the warehouse stock. Each product is
 * keyed by its outlet shelf (capacity relation), so `proposeAutoOrder` finds the shelf a product of
 * a sub-category or of any size stands on.
 */
export async function loadAutoOrderInputs(
  db: Executor,
  options: {
    outlet: Outlet;
    basketId: number | null;
    discount: number;
    /** The buyer's price type (docs/rules.md#buyer-price), null for list prices. */
    priceTypeId: number | null;
    fill: boolean;
  },
): Promise<AutoOrderInputs> {
  const { outlet, basketId, discount, priceTypeId, fill } = options;
  const [rowList, occupancy] = await Promise.all([
    findInputRows(db, {
      outletId: outlet.id,
      mainStoreId: outlet.key.mainStoreId,
      basketId,
      currency: outlet.currency,
      discount,
      priceTypeId,
      days: outlet.reportPeriodDays,
      fill,
    }),
    storeOccupancyRows(db, outlet.id),
  ]);
  const basketByShelf = new Map<string, number>();
  const rows = new Map<number, InputRow>();
  let basketSumMinor = 0;
  const products: AutoOrderProduct[] = rowList.map((r) => {
    rows.set(r.product_id, r);
    const shelf = shelfOfRow(r);
    if (r.in_basket > 0) {
      const key = storeOccupancyKey(shelf);
      basketByShelf.set(key, (basketByShelf.get(key) ?? 0) + r.in_basket);
      basketSumMinor += r.in_basket * (r.price === null ? 0 : toMinor(r.price));
    }
    return {
      product_id: r.product_id,
      code: r.code,
      category_id: shelf.product_category_id,
      size: shelf.size,
      is_premium: shelf.is_premium,
      price: r.price ?? '0',
      warehouse_quantity: Math.max(0, r.warehouse - r.in_basket),
      shelf_quantity: r.shelf_quantity,
      supplies: r.supplies + r.in_basket,
      sold_in_period: r.sold,
      period_days: outlet.reportPeriodDays,
    };
  });
  // Rows sharing a key add up in proposeAutoOrder: the basket units go to the first of them only.
  const counted = new Set<string>();
  const shelves: AutoOrderShelf[] = occupancy.map((o) => {
    const key = storeOccupancyKey(o);
    const inBasket = counted.has(key) ? 0 : (basketByShelf.get(key) ?? 0);
    counted.add(key);
    return {
      product_category_id: o.product_category_id,
      size: o.size,
      is_premium: o.is_premium,
      capacity: o.capacity,
      count: Number(o.count),
      supplies: Number(o.supplies) + inBasket,
    };
  });
  return { products, shelves, rows, basketSumMinor };
}

/**
 * The outlet's auto order within `maxOrderSum` (decimal text): its inputs with every fill
 * candidate (`findInputRows` with `fill`), planned with `proposeAutoOrder`. One read, one plan.
 */
export async function planAutoOrder(
  db: Executor,
  options: {
    outlet: Outlet;
    basketId: number | null;
    discount: number;
    priceTypeId: number | null;
    maxOrderSum: string;
  },
): Promise<{ inputs: AutoOrderInputs; proposal: AutoOrderProposal }> {
  const inputs = await loadAutoOrderInputs(db, { ...options, fill: true });
  const proposal = proposeAutoOrder({
    products: inputs.products,
    shelves: inputs.shelves,
    maxOrderSum: options.maxOrderSum,
  });
  return { inputs, proposal };
}
