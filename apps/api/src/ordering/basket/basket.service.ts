import { type BasketItem, canSetBasketCount, isWholePacks, type PresentedBasketLine } from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message as sharedMessage } from '../../lib/messages';
import { toPresentedLine } from './basket.mappers';
import { basketMessage } from './basket.messages';
import {
  type BasketKey,
  decreaseLine,
  deleteAllLines,
  deleteLine,
  ensureBasket,
  findItems,
  findProductState,
  findUnpriced,
  increaseLine,
  type LockedBasket,
  lockBasket,
  setBasketUuid,
  setLine,
  touchBasket,
} from './basket.repository';
import { findPresentedLines } from './presented-lines.repository';

/**
 * The basket of docs/rules.md#basket-logic and docs/rules.md#decisions-3, one per customer and basket store.
 * Service functions take the request context (the user from the verified token, never from the
 * request's body or path), so a caller can only ever reach their own basket. They are plain async
 * functions (no Fastify) so the benchmark can call them directly.
 */

/**
 * Outcome of a write: `status` 201 when the basket was last changed from another X-Basket-Uuid
 * (another tab or device; the client then reloads it, docs/rules.md#spec-4), else 200; `line` is the product's
 * line after the change (basket_count 0: not in the basket).
 */
export type BasketChange = { status: 200 | 201; line: BasketItem };

/** The signed-in user's basket of the context's basket store (current, else the version's main store). */
export const basketKey = (ctx: RequestContext): BasketKey => ({
  userId: ctx.requireUser().id,
  storeId: ctx.basketStoreId,
  mainStoreId: ctx.mainStoreId,
});

/**
 * The basket of `key`, created when missing and locked until transaction `tx` ends (decision
 * 0006): writes of other requests to it wait, so counts checked under the lock stay true.
 */
export async function openBasket(tx: Tx, key: BasketKey): Promise<LockedBasket> {
  await ensureBasket(tx, key);
  return (await lockBasket(tx, key))!;
}

/**
 * docs/rules.md#decisions-3: 201 when the basket was last changed from another basket uuid. A basket never
 * changed before (previous null) answers 200; a request without a uuid counts as another one.
 */
export function statusAfter(previousUuid: string | null, basketUuid: string | null): 200 | 201 {
  if (previousUuid === null) return 200;
  return previousUuid.toLowerCase() === basketUuid?.toLowerCase() ? 200 : 201;
}

/**
 * PATCH basket/increase/{id}: one more unit of product `productId` (a new line starts at 1); one
 * more pack, up to the next whole pack, for a product sold in packs (docs/rules.md#pack-multiple).
 * One SQL statement (plus the basket row's creation on first use), safe under concurrency: n
 * parallel calls on stock s add min(n, s − basket_count) units. Records `basketUuid` (the
 * X-Basket-Uuid header, null without one) on the basket.
 * Throws NO_PRICE (422) when the product has no price (docs/rules.md#no-price), BASKET_STOCK_EXCEEDED
 * (422) when the product is unknown or its warehouse stock (the main
 * store of the version) is not above the units already in the basket; nothing changes then.
 */
export async function increaseBasket(
  ctx: RequestContext,
  options: { db: Executor; productId: number; basketUuid: string | null },
): Promise<BasketChange> {
  const { db, productId, basketUuid } = options;
  const key = basketKey(ctx);
  await refuseUnpriced(ctx, { db, productIds: [productId] });
  let row = await increaseLine(db, { ...key, productId, basketUuid });
  if (row.basket_id === null) {
    await ensureBasket(db, key);
    row = await increaseLine(db, { ...key, productId, basketUuid });
  }
  if (row.basket_count === null) throw await stockExceeded(ctx, { db, productId });
  return {
    status: statusAfter(row.previous_uuid, basketUuid),
    line: { id: productId, basket_count: row.basket_count },
  };
}

/**
 * Step: NO_PRICE (422, naming the products) when one of `productIds` has no price to be ordered
 * at in the basket store's currency (docs/rules.md#no-price). Read before the basket's write: a
 * price is a staff edit, not something a concurrent order changes.
 */
export async function refuseUnpriced(
  ctx: RequestContext,
  options: { db: Executor; productIds: readonly number[] },
): Promise<void> {
  const unpriced = await findUnpriced(options.db, {
    productIds: options.productIds,
    storeId: ctx.basketStoreId,
    defaultCurrency: ctx.defaultCurrency,
    priceTypeId: ctx.priceTypeId,
    lang: ctx.lang,
  });
  if (unpriced.length === 0) return;
  const texts = unpriced.map((p) => basketMessage(ctx.lang, 'noPrice', { name: p.name }));
  throw new AppError('NO_PRICE', { message: texts.join('; ') });
}

/** The 422 of an increase, naming the product and the units available (docs/rules.md#basket-toasts basket toasts). */
async function stockExceeded(ctx: RequestContext, options: { db: Executor; productId: number }) {
  const { db, productId } = options;
  const { lang } = ctx;
  const product = await findProductState(db, { ...basketKey(ctx), productId, lang });
  const message = !product
    ? sharedMessage(lang, 'unknownProduct', { id: productId })
    : product.quantity <= 0
      ? basketMessage(lang, 'outOfStock', { name: product.name })
      : product.pack_multiple > 1
        ? basketMessage(lang, 'packOverStock', {
            name: product.name,
            pack: product.pack_multiple,
            available: product.quantity,
          })
        : basketMessage(lang, 'stockExceeded', { name: product.name, available: product.quantity });
  return new AppError('BASKET_STOCK_EXCEEDED', { message });
}

/**
 * One write of the caller's existing basket in ONE transaction holding its row lock (decision
 * 0006): `write(tx, basketId)` (basketId null without a basket), then the basket records
 * `basketUuid`. Answers the write's result with the status of `BasketChange` (200 without a basket).
 */
async function writeLockedBasket<T>(
  ctx: RequestContext,
  options: { db: Executor; basketUuid: string | null },
  write: (tx: Tx, basketId: number | null) => Promise<T>,
): Promise<{ status: 200 | 201; result: T }> {
  const { db, basketUuid } = options;
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, basketKey(ctx));
    const result = await write(tx, basket?.id ?? null);
    if (!basket) return { status: 200, result };
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return { status: statusAfter(basket.last_basket_uuid, basketUuid), result };
  });
}

/**
 * PATCH basket/decrease/{id}: one unit less; at 1 the line is removed (docs/rules.md#basket-logic Decreasing);
 * a product sold in packs goes down a whole pack (docs/rules.md#pack-multiple).
 * One transaction holding the basket row's lock. Throws NOT_FOUND (404) when the product is not
 * in the basket (nothing changes then).
 */
export async function decreaseBasket(
  ctx: RequestContext,
  options: { db: Executor; productId: number; basketUuid: string | null },
): Promise<BasketChange> {
  const { productId } = options;
  const { status, result: count } = await writeLockedBasket(ctx, options, async (tx, basketId) => {
    const count = basketId === null ? undefined : await decreaseLine(tx, { basketId, productId });
    if (count === undefined) throw await notInBasket(ctx, { db: tx, productId });
    return count;
  });
  return { status, line: { id: productId, basket_count: count } };
}

async function notInBasket(ctx: RequestContext, options: { db: Executor; productId: number }) {
  const { db, productId } = options;
  const product = await findProductState(db, { ...basketKey(ctx), productId, lang: ctx.lang });
  const message = product
    ? basketMessage(ctx.lang, 'notInBasket', { name: product.name })
    : basketMessage(ctx.lang, 'notInBasketById', { id: productId });
  return new AppError('NOT_FOUND', { message });
}

/**
 * DELETE basket/remove/{productId}: deletes the product's line (docs/rules.md#basket-logic Removing). Idempotent: a
 * product not in the basket answers the same `{ id, basket_count: 0 }`.
 */
export async function removeFromBasket(
  ctx: RequestContext,
  options: { db: Executor; productId: number; basketUuid: string | null },
): Promise<BasketChange> {
  const { productId } = options;
  const { status } = await writeLockedBasket(ctx, options, async (tx, basketId) => {
    if (basketId !== null) await deleteLine(tx, { basketId, productId });
  });
  return { status, line: { id: productId, basket_count: 0 } };
}

/**
 * PUT basket/{id} `{ count }` (docs/rules.md#basket-set-count): sets the line of `productId` to `count` units in ONE
 * transaction holding the basket row's lock (the basket is created when missing), so concurrent
 * sets, increases and decreases of the basket are serialised and the last one wins whole. Count 0
 * deletes the line (idempotent, as remove). Records `basketUuid` and answers the status of
 * `BasketChange`.
 * Throws NO_PRICE (422) when a count above 0 is set for a product without a price
 * (docs/rules.md#no-price), BASKET_STOCK_EXCEEDED (422, nothing changes) when the product is unknown, or when `count`
 * raises the line above the warehouse stock (the message names the product and the units
 * available); lowering a line that is over stock is allowed, as decrease is. UNPROCESSABLE (422,
 * `errors.count`) when `count` is not whole packs of a product sold in packs (docs/rules.md#pack-multiple).
 */
export async function setBasketCount(
  ctx: RequestContext,
  options: { db: Executor; productId: number; count: number; basketUuid: string | null },
): Promise<BasketChange> {
  const { db, productId, count, basketUuid } = options;
  const key = basketKey(ctx);
  if (count > 0) await refuseUnpriced(ctx, { db, productIds: [productId] });
  const status = await db.transaction(async (tx) => {
    const basket = await openBasket(tx, key);
    if (count > 0) {
      const product = await findProductState(tx, { ...key, productId, lang: ctx.lang });
      if (
        !product ||
        !canSetBasketCount({ count, basketCount: product.basket_count, quantity: product.quantity })
      )
        throw setOverStock(ctx, { productId, product });
      if (!isWholePacks(count, product.pack_multiple)) throw notWholePacks(ctx, product);
      await setLine(tx, { basketId: basket.id, productId, count });
    } else await deleteLine(tx, { basketId: basket.id, productId });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return statusAfter(basket.last_basket_uuid, basketUuid);
  });
  return { status, line: { id: productId, basket_count: count } };
}

/** The 422 of a set above stock: the product and the units available (docs/rules.md#basket-toasts). */
function setOverStock(
  ctx: RequestContext,
  options: { productId: number; product: { name: string; quantity: number } | undefined },
) {
  const { productId, product } = options;
  const message = !product
    ? sharedMessage(ctx.lang, 'unknownProduct', { id: productId })
    : product.quantity <= 0
      ? basketMessage(ctx.lang, 'outOfStock', { name: product.name })
      : basketMessage(ctx.lang, 'setOverStock', {
          name: product.name,
          available: Math.max(product.quantity, 0),
        });
  return new AppError('BASKET_STOCK_EXCEEDED', { message, errors: { count: [message] } });
}

/**
 * The 422 of a set to a count that is not whole packs (docs/rules.md#pack-multiple), naming the
 * product, its pack and the nearest whole counts in `errors.count`.
 */
function notWholePacks(ctx: RequestContext, product: { name: string; pack_multiple: number }) {
  const message = basketMessage(ctx.lang, 'notWholePacks', {
    name: product.name,
    pack: product.pack_multiple,
  });
  return new AppError('UNPROCESSABLE', { message, errors: { count: [message] } });
}

/** DELETE basket: deletes every line (docs/rules.md#basket-logic Clearing). Answers the status of `BasketChange`. */
export async function clearBasket(
  ctx: RequestContext,
  options: { db: Executor; basketUuid: string | null },
): Promise<{ status: 200 | 201 }> {
  const { status } = await writeLockedBasket(ctx, options, async (tx, basketId) => {
    if (basketId !== null) await deleteAllLines(tx, basketId);
  });
  return { status };
}

/** GET basket: the server list `[{ id, basket_count }]`, newest line first (empty without a basket). */
export function listBasket(ctx: RequestContext, options: { db: Executor }): Promise<BasketItem[]> {
  return findItems(options.db, basketKey(ctx));
}

/**
 * GET basket?type=maximized&set-tmp-uuid={uuid}: the presented lines (docs/rules.md#spec-3), newest first.
 * With `tmpUuid`, first records it as the basket's last uuid (when the basket exists), so the
 * next write from this tab answers 200.
 */
export async function listPresentedBasket(
  ctx: RequestContext,
  options: { db: Executor; tmpUuid?: string },
): Promise<PresentedBasketLine[]> {
  const { db, tmpUuid } = options;
  const scope = viewScope(ctx);
  if (tmpUuid) await setBasketUuid(db, { ...basketKey(ctx), basketUuid: tmpUuid });
  const rows = await findPresentedLines(db, scope);
  return rows.map((row) => toPresentedLine(row, scope));
}
