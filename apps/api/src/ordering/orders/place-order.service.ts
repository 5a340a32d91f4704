import {
  basketTotals,
  type Delivery,
  fromMinor,
  lineSumMinor,
  type TextLanguage,
  versionLanguage,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ordersMessage } from './orders.messages';
import type { OrderDetailRow, OrderLineRow } from './orders.repository';
import {
  findOrderIdByKey,
  readOrdering as findOrdering,
  findOrderRequest,
  type NewOrder,
  type Ordering,
  type OrderingLine,
  writeOrderStatement,
} from './place-order.repository';

/**
 * The orders module's half of POST /order/send (ordering/flows/send-order.flow.ts composes it; docs/rules.md#decisions-3,
 * docs/rules.md#checkout, decision 0009): reading what the order would be and writing it in ONE
 * statement. Every value about the asker comes from the request context.
 */

/**
 * What the order would be, read in one statement without locks: the caller's order with
 * `idempotencyKey` (to replay), their basket of the basket store (current, else the version's main
 * store) and its lines at today's wholesale price in the current store's currency (the version's
 * default without one) with their discount; names in the version's language.
 */
export function readOrdering(
  ctx: RequestContext,
  options: { db: Executor; idempotencyKey: string | null },
): Promise<Ordering> {
  return findOrdering(options.db, {
    userId: ctx.requireUser().id,
    basketStoreId: ctx.basketStoreId,
    idempotencyKey: options.idempotencyKey,
    storeId: ctx.currentStoreId,
    defaultCurrency: ctx.defaultCurrency,
    discount: ctx.discount,
    priceTypeId: ctx.priceTypeId,
    lang: versionLanguage(ctx.version),
  });
}

/** The buyer's reference and requested delivery day of an order, checked (docs/rules.md#order-reference). */
export type OrderDetails = { reference: string | null; deliveryDate: string | null };

/**
 * Whether a request reusing the Idempotency-Key of order `orderId` is the same request
 * (docs/rules.md#decisions-3, the IETF Idempotency-Key draft): the same delivery data, reference
 * and delivery day, and a basket
 * that is either emptied (by that order) or holds exactly its lines. Throws UNPROCESSABLE (422,
 * field `idempotency_key`) otherwise.
 */
export async function checkSameRequest(
  ctx: RequestContext,
  options: {
    db: Executor;
    orderId: number;
    delivery: Delivery;
    details: OrderDetails;
    lines: OrderingLine[];
  },
): Promise<void> {
  const made = await findOrderRequest(options.db, options.orderId);
  const sameDelivery =
    (made.delivery === null || canonicalJson(made.delivery) === canonicalJson(options.delivery)) &&
    made.reference === options.details.reference &&
    made.delivery_date === options.details.deliveryDate;
  const basket = options.lines.map((l) => `${l.product_id}:${l.count}`).join(',');
  const ordered = made.lines.map((l) => `${l.product_id}:${l.quantity}`).join(',');
  if (sameDelivery && (basket === '' || basket === ordered)) return;
  const text = ordersMessage(ctx.lang, 'idempotencyKeyReused');
  throw new AppError('UNPROCESSABLE', { message: text, errors: { idempotency_key: [text] } });
}

/** JSON with object keys sorted, so two equal values give one text whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The id of the caller's order made with idempotency key `key`, if any. */
export function findOrderOfKey(
  ctx: RequestContext,
  options: { db: Executor; key: string },
): Promise<number | undefined> {
  return findOrderIdByKey(options.db, { userId: ctx.requireUser().id, key: options.key });
}

/** sum and discount_sum of docs/rules.md#basket-sums over the lines, via the contract's basketTotals (minor units). */
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
 * Writes the order of `ordering` (its basket and lines as read) in ONE statement — checkStock,
 * createOrder, lowerStock and clearBasket (`writeOrderStatement`): the order row (type 'store' for staff,
 * else 'customer'; totals by basketTotals) and its frozen lines (line sum = price × count), the
 * warehouse stock lowered, the basket emptied; answers the order as it reads back. Throws
 * ORDER_STOCK_EXCEEDED (422) listing every line whose count is above its stock (a product without a
 * stock row has 0). Answers 'basket-changed' or 'key-taken' (a concurrent request with the same
 * key won) when it wrote nothing for those reasons.
 */
export async function writeOrder(
  ctx: RequestContext,
  options: {
    db: Executor;
    basketId: number;
    lines: OrderingLine[];
    delivery: Delivery;
    details: OrderDetails;
    idempotencyKey: string | null;
    basketUuid: string | null;
  },
): Promise<{ row: OrderDetailRow; lines: OrderLineRow[] } | 'basket-changed' | 'key-taken'> {
  const { db, basketId, idempotencyKey } = options;
  const order: NewOrder = {
    userId: ctx.requireUser().id,
    storeId: ctx.basketStoreId,
    version: ctx.version,
    type: ctx.isManager ? 'store' : 'customer',
    currency: options.lines[0]!.currency,
    delivery: options.delivery,
    reference: options.details.reference,
    deliveryDate: options.details.deliveryDate,
    idempotencyKey,
    ...totalsOf(options.lines),
  };
  const lines = options.lines.map((l) => ({
    product_id: l.product_id,
    code: l.code,
    name: l.name,
    quantity: l.count,
    price: l.price,
    price_with_discount: l.price_with_discount,
    sum: fromMinor(lineSumMinor({ price_wholesale: l.price, basket_count: l.count })),
  }));
  const placed = await writeOrderStatement(db, {
    order,
    lines: lines.map((l) => ({
      productId: l.product_id,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      price: l.price,
      priceWithDiscount: l.price_with_discount,
      sum: l.sum,
    })),
    stockStoreId: ctx.mainStoreId,
    basketId,
    basketUuid: options.basketUuid,
  });
  if (placed.kind === 'over-stock') {
    const over = options.lines.filter((l) => l.count > (placed.stock.get(l.product_id) ?? 0));
    throwStockExceeded({ over, stock: placed.stock, lang: ctx.lang });
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
