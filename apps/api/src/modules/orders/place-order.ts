import {
  basketTotals,
  type Delivery,
  type DeliveryInput,
  fromMinor,
  isManager,
  lineSumMinor,
  mergeDelivery,
  type Order,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { deliveryErrors } from '../../rules/delivery';
import { basketViewer } from '../basket/basket.viewer';
import { toOrder } from './orders.mappers';
import { ordersMessage } from './orders.messages';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { loadOrder } from './orders.service';
import {
  findOrderIdByKey,
  type NewOrder,
  type OrderingLine,
  placeOrder,
  readOrdering,
} from './place-order.repository';

/** Who orders: the verified token, the Host's version and the language of messages. */
export type OrderingCaller = { auth: AuthContext; version: Version; lang: TextLanguage };

/** How many times a send reads the basket again when it changed between the read and the write. */
const ATTEMPTS = 3;

/**
 * POST /order/send (decisions §3, spec §4 Checkout, decision 0009): turns the caller's basket (of
 * their current store, else the version's main store) into an order. checkStock, createOrder,
 * lowerStock and clearBasket are ONE statement (`placeOrder`, its own transaction) that first
 * locks the basket row (decision 0006), checks that the basket still holds exactly the lines read
 * just before (`readOrdering`; else it writes nothing and the send reads again), then locks the
 * stock rows in product-id order (so concurrent sends never deadlock and never take the stock
 * below zero) and holds them only until that statement ends.
 *
 * - Prices are frozen at today's wholesale price in the store currency and the user's discount;
 *   `sum` and `discount_sum` are the contract's basketTotals (minor units).
 * - `type` is 'store' (an inner order, no invoice) when staff (manager, admin) order, else 'customer'.
 * - `idempotencyKey` (the Idempotency-Key header): when the caller already has an order with this
 *   key it is answered (`replayed: true`) and nothing changes — also for two concurrent requests
 *   with the same key (the unique (user_id, idempotency_key) constraint decides the winner).
 *
 * Throws UNPROCESSABLE (422) for invalid delivery data (`errors.address` > 255 characters,
 * unknown lookup ids, another user's contact) or an empty basket; ORDER_STOCK_EXCEEDED (422) when
 * a line is over the warehouse stock, naming every such product; CONFLICT (409) when the basket
 * changed under every attempt. Nothing changes on an error.
 */
export async function sendOrder(options: {
  db: Executor;
  caller: OrderingCaller;
  delivery: DeliveryInput;
  idempotencyKey: string | null;
  basketUuid: string | null;
}): Promise<{ order: Order; replayed: boolean }> {
  const { db, caller } = options;
  const manager = isManager(caller.auth);
  const delivery = mergeDelivery(options.delivery);
  throwIfErrors(await deliveryErrors({ db, userId: caller.auth.userId, delivery, lang: caller.lang }));
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await tryToOrder({ ...options, delivery, manager });
    if (outcome.kind === 'created')
      return { order: toOrder(outcome.row, outcome.lines, { manager }), replayed: false };
    if (outcome.kind === 'replay')
      return { order: await loadOrder({ db, orderId: outcome.orderId, manager }), replayed: true };
  }
  throw new AppError('CONFLICT', { message: ordersMessage(caller.lang, 'basketChanged') });
}

/**
 * One attempt: read the basket (or the order of the idempotency key), then place the order.
 * Answers the new order, the order to replay, or 'retry' when the basket changed in between.
 */
async function tryToOrder(options: {
  db: Executor;
  caller: OrderingCaller;
  delivery: Delivery;
  manager: boolean;
  idempotencyKey: string | null;
  basketUuid: string | null;
}): Promise<
  | { kind: 'created'; row: OrderRow; lines: OrderLineRow[] }
  | { kind: 'replay'; orderId: number }
  | { kind: 'retry' }
> {
  const { db, caller, idempotencyKey } = options;
  const { auth, lang } = caller;
  const viewer = basketViewer(caller);
  const { replayOrderId, basketId, lines } = await readOrdering(db, {
    userId: auth.userId,
    basketStoreId: viewer.basketStoreId,
    idempotencyKey,
    storeId: viewer.storeId,
    defaultCurrency: viewer.defaultCurrency,
    discount: auth.discount,
    lang: caller.version,
  });
  if (replayOrderId !== null) return { kind: 'replay', orderId: replayOrderId };
  if (basketId === null || lines.length === 0)
    throw new AppError('UNPROCESSABLE', { message: ordersMessage(lang, 'emptyBasket') });
  const created = await createOrder(db, {
    order: {
      userId: auth.userId,
      storeId: viewer.basketStoreId,
      version: caller.version,
      type: options.manager ? 'store' : 'customer',
      currency: lines[0]!.currency,
      delivery: options.delivery,
      idempotencyKey,
      ...totalsOf(lines),
    },
    lines,
    stockStoreId: viewer.mainStoreId,
    basketId,
    basketUuid: options.basketUuid,
    lang,
  });
  if (created === 'basket-changed') return { kind: 'retry' };
  if (created !== 'key-taken') return { kind: 'created', ...created };
  // A concurrent request with the same key inserted first: answer its order.
  const winner = await findOrderIdByKey(db, { userId: auth.userId, key: idempotencyKey! });
  return winner === undefined ? { kind: 'retry' } : { kind: 'replay', orderId: winner };
}

/** sum and discount_sum of spec §9 over the lines, via the contract's basketTotals (minor units). */
function totalsOf(lines: OrderingLine[]): Pick<NewOrder, 'sum' | 'discountSum'> {
  const totals = basketTotals(
    lines.map((l) => ({
      id: l.product_id,
      basket_count: l.count,
      quantity: l.count,
      price_wholesale: l.price,
      price_with_discount: l.price_with_discount,
      category_id: 0,
    })),
  );
  return { sum: totals.sum, discountSum: totals.discount_sum };
}

/**
 * Steps checkStock, createOrder, lowerStock and clearBasket, in one statement (`placeOrder`): the
 * order row and its frozen lines (line sum = price × count), the warehouse stock lowered, the
 * basket emptied; answers the order as it reads back. Throws ORDER_STOCK_EXCEEDED (422) listing
 * every line whose count is above its stock (a product without a stock row has 0). Answers
 * 'basket-changed' or 'key-taken' (a concurrent request with the same key won) when it wrote
 * nothing for those reasons.
 */
async function createOrder(
  db: Executor,
  options: {
    order: NewOrder;
    lines: OrderingLine[];
    stockStoreId: number;
    basketId: number;
    basketUuid: string | null;
    lang: TextLanguage;
  },
): Promise<{ row: OrderRow; lines: OrderLineRow[] } | 'basket-changed' | 'key-taken'> {
  const lines = options.lines.map((l) => ({
    product_id: l.product_id,
    code: l.code,
    name: l.name,
    quantity: l.count,
    price: l.price,
    price_with_discount: l.price_with_discount,
    sum: fromMinor(lineSumMinor({ price_wholesale: l.price, basket_count: l.count })),
  }));
  const placed = await placeOrder(db, {
    order: options.order,
    lines: lines.map((l) => ({
      productId: l.product_id,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      price: l.price,
      priceWithDiscount: l.price_with_discount,
      sum: l.sum,
    })),
    stockStoreId: options.stockStoreId,
    basketId: options.basketId,
    basketUuid: options.basketUuid,
  });
  if (placed.kind === 'over-stock') {
    const over = options.lines.filter((l) => l.count > (placed.stock.get(l.product_id) ?? 0));
    throwStockExceeded({ over, stock: placed.stock, lang: options.lang });
  }
  if (placed.kind !== 'placed') return placed.kind;
  return { row: placed.order, lines };
}

/** ORDER_STOCK_EXCEEDED (422) naming every line over stock with its count and the stock left. */
function throwStockExceeded(options: {
  over: OrderingLine[];
  stock: Map<number, number>;
  lang: TextLanguage;
}): never {
  const { over, stock, lang } = options;
  const text = over
    .map((l) =>
      ordersMessage(lang, 'stockExceededLine', {
        name: l.name,
        code: l.code,
        count: l.count,
        available: Math.max(0, stock.get(l.product_id) ?? 0),
      }),
    )
    .join('; ');
  throw new AppError('ORDER_STOCK_EXCEEDED', {
    message: ordersMessage(lang, 'stockExceeded', { lines: text }),
  });
}
