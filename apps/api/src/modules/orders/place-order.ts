import {
  basketTotals,
  type DeliveryInput,
  fromMinor,
  isManager,
  lineSumMinor,
  type Order,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { lockBasket } from '../basket/basket.repository';
import { basketViewer } from '../basket/basket.viewer';
import { deliveryErrors, mergeDelivery, throwIfErrors } from '../profile/delivery.rules';
import { toOrder } from './orders.mappers';
import { ordersMessage } from './orders.messages';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { loadOrder } from './orders.service';
import {
  emptyBasket,
  findOrderIdByKey,
  insertOrder,
  lockStockRows,
  type NewOrder,
  type OrderingLine,
  readBasketLines,
  takeStock,
} from './place-order.repository';

/** Who orders: the verified token, the Host's version and the language of messages. */
export type OrderingCaller = { auth: AuthContext; version: Version; lang: TextLanguage };

/** Thrown inside the transaction when a concurrent request with the same idempotency key won. */
class LostIdempotencyRace extends Error {}

/**
 * POST /order/send (decisions §3, spec §4 Checkout): turns the caller's basket (of their current
 * store, else the version's main store) into an order in ONE transaction whose steps are
 * checkStock, createOrder, lowerStock, clearBasket, holding the basket row's lock (decision 0006)
 * and the warehouse stock rows' locks (taken in product-id order, so concurrent sends never
 * deadlock and never take the stock below zero).
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
 * a line is over the warehouse stock, naming every such product. Nothing changes on an error.
 */
export async function sendOrder(options: {
  db: Executor;
  caller: OrderingCaller;
  delivery: DeliveryInput;
  idempotencyKey: string | null;
  basketUuid: string | null;
}): Promise<{ order: Order; replayed: boolean }> {
  const { db, caller, idempotencyKey } = options;
  const { auth, lang } = caller;
  const manager = isManager(auth);
  const replay = async (orderId: number) => ({
    order: await loadOrder({ db, orderId, manager }),
    replayed: true,
  });
  const delivery = mergeDelivery(options.delivery);
  throwIfErrors(await deliveryErrors({ db, userId: auth.userId, delivery, lang }));
  const viewer = basketViewer(caller);

  try {
    const outcome = await db.transaction(async (tx) => {
      const basket = await lockBasket(tx, {
        userId: auth.userId,
        storeId: viewer.basketStoreId,
        mainStoreId: viewer.mainStoreId,
      });
      // After the basket lock: a request with the same key that held it first has committed.
      if (idempotencyKey) {
        const existing = await findOrderIdByKey(tx, { userId: auth.userId, key: idempotencyKey });
        if (existing !== undefined) return { kind: 'replay' as const, orderId: existing };
      }
      const lines = basket
        ? await readBasketLines(tx, {
            basketId: basket.id,
            storeId: viewer.storeId,
            defaultCurrency: viewer.defaultCurrency,
            discount: auth.discount,
            lang: caller.version,
          })
        : [];
      if (!basket || lines.length === 0)
        throw new AppError('UNPROCESSABLE', { message: ordersMessage(lang, 'emptyBasket') });
      await checkStock(tx, { stockStoreId: viewer.mainStoreId, lines, lang });
      const created = await createOrder(tx, {
        order: {
          userId: auth.userId,
          storeId: viewer.basketStoreId,
          version: caller.version,
          type: manager ? 'store' : 'customer',
          currency: lines[0]!.currency,
          delivery,
          idempotencyKey,
          ...totalsOf(lines),
        },
        lines,
      });
      await lowerStock(tx, { stockStoreId: viewer.mainStoreId, lines, lang });
      await clearBasket(tx, { basketId: basket.id, basketUuid: options.basketUuid });
      return { kind: 'created' as const, ...created };
    });
    if (outcome.kind === 'replay') return replay(outcome.orderId);
    return { order: toOrder(outcome.row, outcome.lines, { manager }), replayed: false };
  } catch (err) {
    if (!(err instanceof LostIdempotencyRace) || !idempotencyKey) throw err;
    const winner = await findOrderIdByKey(db, { userId: auth.userId, key: idempotencyKey });
    if (winner === undefined) throw err;
    return replay(winner);
  }
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
 * Step checkStock: locks the lines' warehouse stock rows and throws ORDER_STOCK_EXCEEDED (422)
 * listing every line whose count is above its stock (a product without a stock row has 0).
 */
async function checkStock(
  tx: Executor,
  options: { stockStoreId: number; lines: OrderingLine[]; lang: TextLanguage },
): Promise<void> {
  const { stockStoreId, lines, lang } = options;
  const stock = await lockStockRows(tx, { stockStoreId, productIds: lines.map((l) => l.product_id) });
  const over = lines.filter((l) => l.count > (stock.get(l.product_id) ?? 0));
  if (over.length === 0) return;
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

/**
 * Step createOrder: the order row and its frozen lines (line sum = price × count), in one
 * statement; answers them as the order reads back. Throws LostIdempotencyRace when a concurrent
 * request with the same key inserted first.
 */
async function createOrder(
  tx: Executor,
  options: { order: NewOrder; lines: OrderingLine[] },
): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
  const lines = options.lines.map((l) => ({
    product_id: l.product_id,
    code: l.code,
    name: l.name,
    quantity: l.count,
    price: l.price,
    price_with_discount: l.price_with_discount,
    sum: fromMinor(lineSumMinor({ price_wholesale: l.price, basket_count: l.count })),
  }));
  const row = await insertOrder(tx, {
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
  });
  if (!row) throw new LostIdempotencyRace();
  return { row, lines };
}

/**
 * Step lowerStock: `quantity = quantity − count` where `quantity ≥ count`, for every line; the
 * rows are locked since checkStock, so a changed-row count below the line count can only mean
 * the stock moved underneath (then ORDER_STOCK_EXCEEDED rolls everything back).
 */
async function lowerStock(
  tx: Executor,
  options: { stockStoreId: number; lines: OrderingLine[]; lang: TextLanguage },
): Promise<void> {
  const { stockStoreId, lines, lang } = options;
  const changed = await takeStock(tx, {
    stockStoreId,
    lines: lines.map((l) => ({ productId: l.product_id, quantity: l.count })),
  });
  if (changed !== lines.length)
    throw new AppError('ORDER_STOCK_EXCEEDED', { message: ordersMessage(lang, 'stockMoved') });
}

/** Step clearBasket: empties the (locked) basket and records the sending tab's basket uuid. */
async function clearBasket(tx: Executor, options: { basketId: number; basketUuid: string | null }) {
  await emptyBasket(tx, options);
}
