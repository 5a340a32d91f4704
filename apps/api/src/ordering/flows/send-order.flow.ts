import {
  type Currency,
  cleanOrderReference,
  type Delivery,
  type DeliveryInput,
  deliveryDateProblem,
  formatMoney,
  fromMinor,
  hasPrice,
  mergeDelivery,
  type Order,
  orderRuleProblems,
  toMinor,
  versionToday,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { deliveryErrors } from '../../rules/delivery';
import { minimumOrderSum } from '../order-rules';
import {
  checkSameRequest,
  findOrderOfKey,
  loadOrder,
  type OrderDetails,
  type OrderingLine,
  ordersMessage,
  readOrdering,
  toOrder,
  writeOrder,
} from '../orders';

/**
 * POST /order/send (docs/rules.md#decisions-3, docs/rules.md#checkout, decision 0009): the caller's basket (of their
 * current store, else the version's main store) becomes an order.
 *
 *   validateDelivery → retryWhenBasketChanged( sendOnce: readBasket → answerReplay
 *                                              | refuseUnpriced → checkOrderRules → writeOrder )
 *
 * `writeOrder` is ONE statement (its own transaction) that first locks the basket row (decision
 * 0006), checks that the basket still holds exactly the lines `readBasket` read (else it writes
 * nothing and the send reads again), then locks the stock rows in product-id order (concurrent
 * sends never deadlock nor take the stock below zero) and holds them only until it ends.
 *
 * - Prices are frozen at today's wholesale price in the store currency and the user's discount.
 * - `idempotencyKey` (the Idempotency-Key header): when the caller already has an order with this
 *   key it is answered (`replayed: true`) and nothing changes — also for two concurrent requests
 *   with the same key (the unique (user_id, idempotency_key) constraint decides the winner). The
 *   same key with a different request — other delivery data, or a basket holding other lines —
 *   is refused with UNPROCESSABLE (422, `errors.idempotency_key`).
 *
 * `reference` and `deliveryDate` are the buyer's own reference and the delivery day asked for
 * (docs/rules.md#order-reference), kept on the order.
 *
 * Throws UNPROCESSABLE (422) for invalid delivery data (`errors.address` > 255 characters,
 * unknown lookup ids, another user's contact), a delivery day before tomorrow or over a year ahead
 * in the version's zone (`errors.delivery_date`) or an empty basket; NO_PRICE (422) when a line has
 * no price (docs/rules.md#no-price); UNPROCESSABLE (422) when the basket breaks the order rules
 * (docs/rules.md#order-rules: `errors.sum` what is missing for the minimum order sum,
 * `errors["lines.<product id>"]` a line not in whole packs); ORDER_STOCK_EXCEEDED (422) when
 * a line is over the warehouse stock, naming every such product; CONFLICT (409) when the basket
 * changed under every attempt. Nothing changes on an error.
 */
export async function sendOrder(
  ctx: RequestContext,
  options: {
    db: Executor;
    delivery: DeliveryInput;
    reference?: string | null;
    deliveryDate?: string | null;
    /**
     * false: no minimum order sum — a dropshipper's shop order is one parcel for their own customer
     * (docs/rules.md#order-minimum); pack multiples still hold. Default true.
     */
    minimumSum?: boolean;
    idempotencyKey: string | null;
    basketUuid: string | null;
  },
): Promise<SentOrder> {
  const { db, idempotencyKey, basketUuid } = options;
  const details = validateDetails(ctx, options);
  const delivery = await validateDelivery(ctx, { db, delivery: options.delivery });
  return retryWhenBasketChanged(ctx, () =>
    sendOnce(ctx, {
      db,
      delivery,
      details,
      idempotencyKey,
      basketUuid,
      minimumSum: options.minimumSum ?? true,
    }),
  );
}

/**
 * One attempt: readBasket, then answerReplay (the key's order exists) or writeOrder. 'retry' when
 * the basket changed between the read and the write, or a concurrent request with the same key
 * won but its order cannot be read yet.
 */
async function sendOnce(
  ctx: RequestContext,
  options: {
    db: Executor;
    delivery: Delivery;
    details: OrderDetails;
    minimumSum: boolean;
    idempotencyKey: string | null;
    basketUuid: string | null;
  },
): Promise<SentOrder | 'retry'> {
  const { db, idempotencyKey } = options;
  const { delivery, details } = options;
  const read = await readBasket(ctx, { db, idempotencyKey });
  if (read.kind === 'replay')
    return answerReplay(ctx, { db, orderId: read.orderId, delivery, details, lines: read.lines });
  refuseUnpriced(ctx, read.lines);
  await checkOrderRules(ctx, { db, lines: read.lines, minimumSum: options.minimumSum });
  const written = await writeOrder(ctx, { ...options, basketId: read.basketId, lines: read.lines });
  if (written === 'basket-changed') return 'retry';
  if (written !== 'key-taken') {
    return { order: toOrder(written.row, written.lines, { manager: ctx.isManager }), replayed: false };
  }
  // A concurrent request with the same key inserted first: answer its order.
  const winner = await findOrderOfKey(ctx, { db, key: idempotencyKey! });
  return winner === undefined
    ? 'retry'
    : answerReplay(ctx, { db, orderId: winner, delivery, details, lines: read.lines });
}

/** The new order (`replayed: false`) or the order an idempotency key already made (`replayed: true`). */
export type SentOrder = { order: Order; replayed: boolean };

/** How many times a send reads the basket again when it changed between the read and the write. */
const ATTEMPTS = 3;

/** Step: the delivery merged with its defaults and checked; UNPROCESSABLE (422) with `errors` else. */
async function validateDelivery(
  ctx: RequestContext,
  options: { db: Executor; delivery: DeliveryInput },
): Promise<Delivery> {
  const delivery = mergeDelivery(options.delivery);
  throwIfErrors(
    await deliveryErrors({ db: options.db, userId: ctx.requireUser().id, delivery, lang: ctx.lang }),
  );
  return delivery;
}

/**
 * Step: the reference trimmed (blank = none) and the delivery day checked against today in the
 * version's zone (docs/rules.md#order-reference); UNPROCESSABLE (422) `errors.delivery_date` else.
 */
function validateDetails(
  ctx: RequestContext,
  options: { reference?: string | null; deliveryDate?: string | null },
): OrderDetails {
  const deliveryDate = options.deliveryDate ?? null;
  const problem = deliveryDate === null ? null : deliveryDateProblem(deliveryDate, versionToday(ctx.version));
  if (problem) {
    const text = ordersMessage(ctx.lang, problem === 'past' ? 'deliveryDatePast' : 'deliveryDateTooFar');
    throw new AppError('UNPROCESSABLE', { message: text, errors: { delivery_date: [text] } });
  }
  return { reference: cleanOrderReference(options.reference), deliveryDate };
}

/**
 * Step: the basket's lines as they would be ordered (or the order of the idempotency key).
 * UNPROCESSABLE (422) when there is nothing to replay and the basket is empty.
 */
async function readBasket(
  ctx: RequestContext,
  options: { db: Executor; idempotencyKey: string | null },
): Promise<
  | { kind: 'replay'; orderId: number; lines: OrderingLine[] }
  | { kind: 'basket'; basketId: number; lines: OrderingLine[] }
> {
  const { replayOrderId, basketId, lines } = await readOrdering(ctx, options);
  if (replayOrderId !== null) return { kind: 'replay', orderId: replayOrderId, lines };
  if (basketId === null || lines.length === 0)
    throw new AppError('UNPROCESSABLE', { message: ordersMessage(ctx.lang, 'emptyBasket') });
  return { kind: 'basket', basketId, lines };
}

/**
 * Step: the basket meets the order rules (docs/rules.md#order-rules) — what the buyer pays (with
 * discount) reaches the minimum order sum of its currency, and every line is whole packs of its
 * product. UNPROCESSABLE (422) naming each problem as a field, in the request's language, else.
 */
async function checkOrderRules(
  ctx: RequestContext,
  options: { db: Executor; lines: OrderingLine[]; minimumSum: boolean },
) {
  const { db, lines } = options;
  const currency = lines[0]!.currency as Currency;
  const payMinor = lines.reduce((sum, l) => sum + toMinor(l.price_with_discount) * l.count, 0);
  const minimum = options.minimumSum ? await minimumOrderSum({ db, currency }) : null;
  const problems = orderRuleProblems({
    lines: lines.map((l) => ({
      id: l.product_id,
      code: l.code,
      name: l.name,
      count: l.count,
      pack_multiple: l.pack_multiple,
    })),
    sum: fromMinor(payMinor),
    minimum,
  });
  const errors: Record<string, string[]> = {};
  const money = (minor: number) => formatMoney(fromMinor(minor), currency, ctx.locale);
  if (problems.missing_minor > 0)
    errors.sum = [
      ordersMessage(ctx.lang, 'belowMinimum', {
        minimum: money(toMinor(minimum!)),
        missing: money(problems.missing_minor),
      }),
    ];
  for (const line of problems.packs)
    errors[`lines.${line.id}`] = [
      ordersMessage(ctx.lang, 'notWholePacks', {
        name: line.name,
        code: line.code,
        pack: line.pack_multiple,
        count: line.count,
      }),
    ];
  const texts = Object.values(errors).flat();
  if (texts.length > 0) throw new AppError('UNPROCESSABLE', { message: texts.join('; '), errors });
}

/**
 * Step: the order an idempotency key already made, answered again — once checkSameRequest has found
 * this request the same as the one that made it (UNPROCESSABLE 422 otherwise).
 */
async function answerReplay(
  ctx: RequestContext,
  options: {
    db: Executor;
    orderId: number;
    delivery: Delivery;
    details: OrderDetails;
    lines: OrderingLine[];
  },
): Promise<SentOrder> {
  const { db, orderId } = options;
  await checkSameRequest(ctx, options);
  return { order: await loadOrder({ db, orderId, manager: ctx.isManager }), replayed: true };
}

/**
 * Step: NO_PRICE (422) naming every line without a price to be ordered at (docs/rules.md#no-price):
 * a product whose price was removed after it went into the basket is never sent at 0.
 */
function refuseUnpriced(ctx: RequestContext, lines: readonly OrderingLine[]): void {
  const unpriced = lines.filter((line) => !hasPrice(line.price));
  if (unpriced.length === 0) return;
  const names = unpriced.map((line) => `${line.name} (${line.code})`).join(', ');
  throw new AppError('NO_PRICE', { message: ordersMessage(ctx.lang, 'noPrice', { names }) });
}

/** Step: runs `attempt` until it answers (not 'retry'), ATTEMPTS times at most; CONFLICT (409) then. */
async function retryWhenBasketChanged(
  ctx: RequestContext,
  attempt: () => Promise<SentOrder | 'retry'>,
): Promise<SentOrder> {
  for (let n = 1; n <= ATTEMPTS; n++) {
    const outcome = await attempt();
    if (outcome !== 'retry') return outcome;
  }
  throw new AppError('CONFLICT', { message: ordersMessage(ctx.lang, 'basketChanged') });
}
