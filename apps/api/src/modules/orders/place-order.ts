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
import { deleteAllLines, lockBasket, touchBasket } from '../basket/basket.repository';
import { basketViewer } from '../basket/basket.viewer';
import { deliveryErrors, mergeDelivery, throwIfErrors } from '../profile/delivery.rules';
import { ordersMessage } from './orders.messages';
import { loadOrder } from './orders.service';
import {
  findOrderIdByKey,
  findStoreCurrency,
  insertOrder,
  insertOrderLines,
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
  const answer = async (orderId: number, replayed: boolean) => ({
    order: await loadOrder({ db, orderId, manager: isManager(auth) }),
    replayed,
  });
  if (idempotencyKey) {
    const existing = await findOrderIdByKey(db, { userId: auth.userId, key: idempotencyKey });
    if (existing !== undefined) return answer(existing, true);
  }
  const delivery = mergeDelivery(options.delivery);
  throwIfErrors(await deliveryErrors({ db, userId: auth.userId, delivery, lang }));
  const viewer = basketViewer(caller);
  const currency = (await findStoreCurrency(db, viewer.storeId)) ?? viewer.defaultCurrency;
  const orderLanguage: TextLanguage = caller.version;

  try {
    const outcome = await db.transaction(async (tx) => {
      const basket = await lockBasket(tx, {
        userId: auth.userId,
        storeId: viewer.basketStoreId,
        mainStoreId: viewer.mainStoreId,
      });
      if (idempotencyKey) {
        const existing = await findOrderIdByKey(tx, { userId: auth.userId, key: idempotencyKey });
        if (existing !== undefined) return { orderId: existing, replayed: true };
      }
      const lines = basket
        ? await readBasketLines(tx, {
            basketId: basket.id,
            currency,
            discount: auth.discount,
            lang: orderLanguage,
          })
        : [];
      if (lines.length === 0)
        throw new AppError('UNPROCESSABLE', { message: ordersMessage(lang, 'emptyBasket') });
      await checkStock(tx, { stockStoreId: viewer.mainStoreId, lines, lang });
      const orderId = await createOrder(tx, {
        order: {
          userId: auth.userId,
          storeId: viewer.basketStoreId,
          version: caller.version,
          type: isManager(auth) ? 'store' : 'customer',
          currency,
          delivery,
          idempotencyKey,
          ...totalsOf(lines),
        },
        lines,
      });
      await lowerStock(tx, { stockStoreId: viewer.mainStoreId, lines, lang });
      await clearBasket(tx, { basketId: basket!.id, basketUuid: options.basketUuid });
      return { orderId, replayed: false };
    });
    return answer(outcome.orderId, outcome.replayed);
  } catch (err) {
    if (!(err instanceof LostIdempotencyRace) || !idempotencyKey) throw err;
    const winner = await findOrderIdByKey(db, { userId: auth.userId, key: idempotencyKey });
    if (winner === undefined) throw err;
    return answer(winner, true);
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
 * Step createOrder: the order row and its frozen lines (line sum = price × count). Throws
 * LostIdempotencyRace when a concurrent request with the same key inserted first.
 */
async function createOrder(
  tx: Executor,
  options: { order: NewOrder; lines: OrderingLine[] },
): Promise<number> {
  const orderId = await insertOrder(tx, options.order);
  if (orderId === undefined) throw new LostIdempotencyRace();
  await insertOrderLines(tx, {
    orderId,
    lines: options.lines.map((l) => ({
      productId: l.product_id,
      code: l.code,
      name: l.name,
      quantity: l.count,
      price: l.price,
      priceWithDiscount: l.price_with_discount,
      sum: fromMinor(lineSumMinor({ price_wholesale: l.price, basket_count: l.count })),
    })),
  });
  return orderId;
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
  await deleteAllLines(tx, options.basketId);
  await touchBasket(tx, options);
}
