import type { AutoOrderAction, AutoOrderApplyResponse, AutoOrderCheckResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { findFreshAutoOrder, findOwnAutoOrder } from './auto-order-check.repository';
import { toAutoOrderData } from './auto-orders.mappers';
import { autoOrdersMessage, linesWord } from './auto-orders.messages';
import { findOutlet } from './auto-orders.repository';

/** FORBIDDEN (403) unless `storeId` is one of the caller's own stores (user_stores). */
async function assertOwnStore(ctx: RequestContext, db: Executor, storeId: number) {
  const row = await findOutlet(db, { userId: ctx.requireUser().id, storeId });
  if (!row?.owned)
    throw new AppError('FORBIDDEN', {
      message: message(ctx.lang, 'notYourStore', { id: storeId }),
    });
}

/**
 * GET auto-order-frontend/check?store_id= (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow): the caller's
 * newest fresh auto order of the store — created within the last 24 hours, not yet applied with
 * union/replace and not superseded by a newer one — or `{ has_fresh_ao: false, ao_data: null }`.
 * Throws FORBIDDEN (403) when the store is not one of the caller's own.
 */
export async function checkAutoOrder(
  ctx: RequestContext,
  options: { db: Executor; storeId: number },
): Promise<AutoOrderCheckResponse> {
  const { db, storeId } = options;
  await assertOwnStore(ctx, db, storeId);
  const row = await findFreshAutoOrder(db, { userId: ctx.requireUser().id, storeId });
  return row ? { has_fresh_ao: true, ao_data: toAutoOrderData(row) } : { has_fresh_ao: false, ao_data: null };
}

/**
 * The caller's auto order `autoOrder` (id and uuid) of outlet `outletId`, when it may be applied to
 * the basket (docs/rules.md#auto-order-flow): the caller has ordering rights and the outlet is still theirs
 * (FORBIDDEN 403 otherwise). NOT_FOUND (404) when no auto order of the caller has this id and
 * uuid, or it belongs to another outlet. CONFLICT (409) when it is no longer fresh: already in the
 * basket (applied) or replaced by a newer one (superseded).
 */
export async function findApplicableAutoOrder(
  ctx: RequestContext,
  options: { db: Executor; autoOrder: { id: number; uuid: string; outletId: number } },
): Promise<{ id: number; storeId: number }> {
  const { db, autoOrder } = options;
  if (!ctx.isWarehouseLevel)
    throw new AppError('FORBIDDEN', { message: autoOrdersMessage(ctx.lang, 'notWarehouse') });
  const found = await findOwnAutoOrder(db, { userId: ctx.requireUser().id, ...autoOrder });
  if (!found || found.store_id !== autoOrder.outletId)
    throw new AppError('NOT_FOUND', {
      message: autoOrdersMessage(ctx.lang, 'notFound', { id: autoOrder.id }),
    });
  await assertOwnStore(ctx, db, found.store_id);
  // Only a fresh one: joining an auto order already in the basket (or sent with it), or one a newer
  // auto order replaced, would order the same need twice — an offer left open in another tab.
  if (found.status !== 'fresh')
    throw new AppError('CONFLICT', {
      message: autoOrdersMessage(ctx.lang, found.status === 'applied' ? 'alreadyApplied' : 'superseded', {
        id: autoOrder.id,
      }),
    });
  return { id: found.id, storeId: found.store_id };
}

/** The answer of an applied auto order: the toast's text and the number of lines written. */
export function appliedAutoOrder(
  ctx: RequestContext,
  options: { action: AutoOrderAction; count: number },
): AutoOrderApplyResponse {
  const { action, count } = options;
  const text = autoOrdersMessage(ctx.lang, action === 'union' ? 'united' : 'replaced', {
    count,
    lines: linesWord(count, ctx.lang),
  });
  return { message: text, lines_count: count };
}
