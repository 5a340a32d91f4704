import {
  type AutoOrderAction,
  type AutoOrderApplyResponse,
  type AutoOrderCheckResponse,
  isWarehouseLevel,
  mainStoreId,
} from '@kits/contract';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteAllLines, ensureBasket, lockBasket, touchBasket } from '../basket/basket.repository';
import {
  findFreshAutoOrder,
  findOwnAutoOrder,
  markApplied,
  writeAutoOrderLines,
} from './apply-auto-order.repository';
import type { AutoOrderCaller } from './auto-order-inputs';
import { toAutoOrderData } from './auto-orders.mappers';
import { autoOrdersMessage, linesWord } from './auto-orders.messages';
import { findOutlet } from './auto-orders.repository';

/** FORBIDDEN (403) unless `storeId` is one of the caller's own stores (user_stores). */
async function assertOwnStore(db: Executor, caller: AutoOrderCaller, storeId: number) {
  const row = await findOutlet(db, { userId: caller.auth.userId, storeId });
  if (!row?.owned)
    throw new AppError('FORBIDDEN', {
      message: autoOrdersMessage(caller.lang, 'notYourStore', { id: storeId }),
    });
}

/**
 * GET auto-order-frontend/check?store_id= (spec §3 Auto-order check, §4 Auto order): the caller's
 * newest fresh auto order of the store — created within the last 24 hours, not yet applied with
 * union/replace and not superseded by a newer one — or `{ has_fresh_ao: false, ao_data: null }`.
 * Throws FORBIDDEN (403) when the store is not one of the caller's own.
 */
export async function checkAutoOrder(options: {
  db: Executor;
  caller: AutoOrderCaller;
  storeId: number;
}): Promise<AutoOrderCheckResponse> {
  const { db, caller, storeId } = options;
  await assertOwnStore(db, caller, storeId);
  const row = await findFreshAutoOrder(db, { userId: caller.auth.userId, storeId });
  return row ? { has_fresh_ao: true, ao_data: toAutoOrderData(row) } : { has_fresh_ao: false, ao_data: null };
}

/**
 * POST auto-order-frontend/{union|replace}-basket (spec §4 Auto order, §7): applies one of the
 * caller's auto orders to their basket of its outlet, in ONE transaction holding the basket row's
 * lock (decision 0006). `union` keeps the basket and raises each auto-order product to the larger
 * of its basket count and the auto order's; `replace` empties the basket first, then puts the auto
 * order's lines. Every count is capped to today's warehouse stock (products with none are skipped);
 * written lines are marked `from_auto_order` with their reason. The auto order is then 'applied'
 * (the check stops offering it); applying it again gives the same basket. Records `basketUuid`.
 * Throws FORBIDDEN (403) without ordering rights or when the outlet is no longer the caller's;
 * NOT_FOUND (404) when no auto order of the caller has this id and uuid, or it belongs to another
 * outlet than `outletId`.
 */
export async function applyAutoOrder(options: {
  db: Db;
  caller: AutoOrderCaller;
  action: AutoOrderAction;
  autoOrder: { id: number; uuid: string; outletId: number };
  basketUuid: string | null;
}): Promise<AutoOrderApplyResponse> {
  const { db, caller, action, autoOrder, basketUuid } = options;
  const { lang } = caller;
  if (!isWarehouseLevel(caller.auth))
    throw new AppError('FORBIDDEN', { message: autoOrdersMessage(lang, 'notWarehouse') });
  const found = await findOwnAutoOrder(db, { userId: caller.auth.userId, ...autoOrder });
  if (!found || found.store_id !== autoOrder.outletId)
    throw new AppError('NOT_FOUND', { message: autoOrdersMessage(lang, 'notFound', { id: autoOrder.id }) });
  await assertOwnStore(db, caller, found.store_id);
  const key = {
    userId: caller.auth.userId,
    storeId: found.store_id,
    mainStoreId: mainStoreId(caller.version),
  };
  const count = await db.transaction(async (tx) => {
    await ensureBasket(tx, key);
    const basket = (await lockBasket(tx, key))!;
    if (action === 'replace') await deleteAllLines(tx, basket.id);
    const written = await writeAutoOrderLines(tx, {
      autoOrderId: found.id,
      basketId: basket.id,
      mainStoreId: key.mainStoreId,
    });
    await markApplied(tx, found.id);
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return written;
  });
  const text = autoOrdersMessage(lang, action === 'union' ? 'united' : 'replaced', {
    count,
    lines: linesWord(count, lang),
  });
  return { message: text, lines_count: count };
}
