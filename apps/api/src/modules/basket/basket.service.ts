import type { BasketItem, PresentedBasketLine } from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
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
  increaseLine,
  lockBasket,
  setBasketUuid,
  touchBasket,
} from './basket.repository';
import type { BasketViewer } from './basket.viewer';
import { findPresentedLines } from './presented-lines.repository';

/**
 * The basket of spec §4 (Basket logic) and decisions §3, one per customer and basket store.
 * Service functions take the database and an owner built from the verified token, never from the
 * request's body or path, so a caller can only ever reach their own basket. They are plain async
 * functions (no Fastify) so the benchmark can call them directly.
 */

/** Whose basket: a `BasketViewer` (basketViewer({ auth, version, lang })) fits; the benchmark builds it by hand. */
export type BasketOwner = Pick<BasketViewer, 'userId' | 'basketStoreId' | 'mainStoreId' | 'lang'>;

/**
 * Outcome of a write: `status` 201 when the basket was last changed from another X-Basket-Uuid
 * (another tab or device; the client then reloads it, spec §4), else 200; `line` is the product's
 * line after the change (basket_count 0: not in the basket).
 */
export type BasketChange = { status: 200 | 201; line: BasketItem };

const keyOf = (owner: BasketOwner): BasketKey => ({
  userId: owner.userId,
  storeId: owner.basketStoreId,
  mainStoreId: owner.mainStoreId,
});

/**
 * Decisions §3: 201 when the basket was last changed from another basket uuid. A basket never
 * changed before (previous null) answers 200; a request without a uuid counts as another one.
 */
export function statusAfter(previousUuid: string | null, basketUuid: string | null): 200 | 201 {
  if (previousUuid === null) return 200;
  return previousUuid.toLowerCase() === basketUuid?.toLowerCase() ? 200 : 201;
}

/**
 * PATCH basket/increase/{id}: one more unit of product `productId` (a new line starts at 1).
 * One SQL statement (plus the basket row's creation on first use), safe under concurrency: n
 * parallel calls on stock s add min(n, s − basket_count) units. Records `basketUuid` (the
 * X-Basket-Uuid header, null without one) on the basket.
 * Throws BASKET_STOCK_EXCEEDED (422) when the product is unknown or its warehouse stock (the main
 * store of the version) is not above the units already in the basket; nothing changes then.
 */
export async function increaseBasket(options: {
  db: Executor;
  owner: BasketOwner;
  productId: number;
  basketUuid: string | null;
}): Promise<BasketChange> {
  const { db, owner, productId, basketUuid } = options;
  const key = keyOf(owner);
  let row = await increaseLine(db, { ...key, productId, basketUuid });
  if (row.basket_id === null) {
    await ensureBasket(db, key);
    row = await increaseLine(db, { ...key, productId, basketUuid });
  }
  if (row.basket_count === null) throw await stockExceeded({ db, owner, productId });
  return {
    status: statusAfter(row.previous_uuid, basketUuid),
    line: { id: productId, basket_count: row.basket_count },
  };
}

/** The 422 of an increase, naming the product and the units available (spec §8 basket toasts). */
async function stockExceeded(options: { db: Executor; owner: BasketOwner; productId: number }) {
  const { db, owner, productId } = options;
  const lang = owner.lang;
  const product = await findProductState(db, { ...keyOf(owner), productId, lang });
  const message = !product
    ? basketMessage(lang, 'unknownProduct', { id: productId })
    : product.quantity <= 0
      ? basketMessage(lang, 'outOfStock', { name: product.name })
      : basketMessage(lang, 'stockExceeded', { name: product.name, available: product.quantity });
  return new AppError('BASKET_STOCK_EXCEEDED', { message });
}

/**
 * PATCH basket/decrease/{id}: one unit less; at 1 the line is removed (spec §4 Decreasing).
 * One transaction holding the basket row's lock. Throws NOT_FOUND (404) when the product is not
 * in the basket (nothing changes then).
 */
export async function decreaseBasket(options: {
  db: Executor;
  owner: BasketOwner;
  productId: number;
  basketUuid: string | null;
}): Promise<BasketChange> {
  const { db, owner, productId, basketUuid } = options;
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, keyOf(owner));
    const count = basket ? await decreaseLine(tx, { basketId: basket.id, productId }) : undefined;
    if (!basket || count === undefined) throw await notInBasket({ db: tx, owner, productId });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return {
      status: statusAfter(basket.last_basket_uuid, basketUuid),
      line: { id: productId, basket_count: count },
    };
  });
}

async function notInBasket(options: { db: Executor; owner: BasketOwner; productId: number }) {
  const { db, owner, productId } = options;
  const product = await findProductState(db, { ...keyOf(owner), productId, lang: owner.lang });
  const message = product
    ? basketMessage(owner.lang, 'notInBasket', { name: product.name })
    : basketMessage(owner.lang, 'notInBasketById', { id: productId });
  return new AppError('NOT_FOUND', { message });
}

/**
 * DELETE basket/remove/{productId}: deletes the product's line (spec §4 Removing). Idempotent: a
 * product not in the basket answers the same `{ id, basket_count: 0 }`.
 */
export async function removeFromBasket(options: {
  db: Executor;
  owner: BasketOwner;
  productId: number;
  basketUuid: string | null;
}): Promise<BasketChange> {
  const { db, owner, productId, basketUuid } = options;
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, keyOf(owner));
    const line = { id: productId, basket_count: 0 };
    if (!basket) return { status: 200, line };
    await deleteLine(tx, { basketId: basket.id, productId });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return { status: statusAfter(basket.last_basket_uuid, basketUuid), line };
  });
}

/** DELETE basket: deletes every line (spec §4 Clearing). Answers the status of `BasketChange`. */
export async function clearBasket(options: {
  db: Executor;
  owner: BasketOwner;
  basketUuid: string | null;
}): Promise<{ status: 200 | 201 }> {
  const { db, owner, basketUuid } = options;
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, keyOf(owner));
    if (!basket) return { status: 200 as const };
    await deleteAllLines(tx, basket.id);
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return { status: statusAfter(basket.last_basket_uuid, basketUuid) };
  });
}

/** GET basket: the server list `[{ id, basket_count }]`, newest line first (empty without a basket). */
export function listBasket(options: { db: Executor; owner: BasketOwner }): Promise<BasketItem[]> {
  return findItems(options.db, keyOf(options.owner));
}

/**
 * GET basket?type=maximized&set-tmp-uuid={uuid}: the presented lines (spec §3), newest first.
 * With `tmpUuid`, first records it as the basket's last uuid (when the basket exists), so the
 * next write from this tab answers 200.
 */
export async function listPresentedBasket(options: {
  db: Executor;
  viewer: BasketViewer;
  tmpUuid?: string;
}): Promise<PresentedBasketLine[]> {
  const { db, viewer, tmpUuid } = options;
  if (tmpUuid) await setBasketUuid(db, { ...keyOf(viewer), basketUuid: tmpUuid });
  const rows = await findPresentedLines(db, viewer);
  return rows.map((row) => toPresentedLine(row, viewer));
}
