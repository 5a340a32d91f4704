import {
  mainStoreId,
  mayMoveOrder,
  movesTowards,
  type Order,
  type OrderStatusName,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addStoreStock } from '../../outlets/stock';
import { findOrderUnits, type LockedOrder, lockOrder, writeStatusMove } from './order-status.repository';
import { ordersMessage } from './orders.messages';
import { loadOrder } from './orders.service';

/** A status name in `lang` for messages ("«Подтверждён»"). */
const statusName = (lang: TextLanguage, status: string) =>
  ordersMessage(lang, `status.${status as OrderStatusName}`);

/**
 * POST /orders/{uuid}/status (docs/rules.md#order-status): staff move the order to `move.status`
 * with an optional comment, in ONE transaction holding the order row's lock (`for update`):
 * checkMove (only the moves of `mayMoveOrder`), returnStock when cancelling (every line's units
 * back into the warehouse stock row of the order's version's main store, where order send took
 * them), writeStatusMove (the status and a history row with who and the comment), and an audit
 * row (entity `order`, id the order's uuid, action `status`, `{ status: [before, after],
 * comment }`). Two staff moving the same order at once run one after the other: the second sees
 * the first's status — two cancels return the stock once, the second gets 409.
 * Answers the order as GET orders/{uuid} does.
 * @throws AppError NOT_FOUND (no such order); CONFLICT (409) for a move the rule forbids.
 */
export async function moveOrderStatus(
  ctx: RequestContext,
  options: { db: Db; uuid: string; move: { status: OrderStatusName; comment: string | null } },
): Promise<Order> {
  const { db, uuid, move } = options;
  const { lang } = ctx;
  const mover: StatusMover = { source: 'staff', userId: ctx.requireUser().id };
  const orderId = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { uuid });
    if (!order) throw new AppError('NOT_FOUND', { message: ordersMessage(lang, 'orderNotFound') });
    if (!mayMoveOrder(order.status, move.status))
      throw new AppError('CONFLICT', {
        message: ordersMessage(lang, 'statusMoveRefused', {
          from: statusName(lang, order.status),
          to: statusName(lang, move.status),
        }),
      });
    await applyMove(tx, { order, uuid, move, mover, lang });
    return order.id;
  });
  return loadOrder({ db, orderId, manager: ctx.isManager });
}

/** Who moves an order: a staff user here, or МойСклад (a customer order's state changed there). */
export type StatusMover = { source: 'staff'; userId: number } | { source: 'moysklad'; userId: null };

/**
 * One allowed move of a locked order: stock back on cancel, the status and its history row (who,
 * from where, the comment), the audit row — in the caller's transaction.
 */
async function applyMove(
  tx: Executor,
  options: {
    order: LockedOrder;
    uuid: string;
    move: { status: OrderStatusName; comment: string | null };
    mover: StatusMover;
    lang: TextLanguage;
  },
): Promise<void> {
  const { order, uuid, move, mover, lang } = options;
  if (move.status === 'cancelled')
    await returnOrderStock(tx, { orderId: order.id, version: order.version as Version, lang });
  await writeStatusMove(tx, {
    orderId: order.id,
    status: move.status,
    comment: move.comment,
    userId: mover.userId,
    source: mover.source,
  });
  await insertAudit(tx, {
    userId: mover.userId,
    entity: 'order',
    entityId: uuid,
    action: 'status',
    changes: {
      status: [order.status, move.status],
      ...(move.comment ? { comment: move.comment } : {}),
      ...(mover.source === 'staff' ? {} : { source: mover.source }),
    },
  });
}

/**
 * Statuses back from МойСклад (docs/moysklad.md §Statuses back): takes order `orderId` to
 * `status` through the moves staff could make (movesTowards), each with the side effects of a
 * staff move (stock back on cancel) and a history row saying it came from МойСклад, in ONE
 * transaction holding the order's lock. Answers the statuses moved through ([] when the order is
 * there already, is gone, or cannot get there).
 */
export async function followOrderStatus(
  db: Db,
  options: { orderId: number; status: OrderStatusName; comment: string | null; lang: TextLanguage },
): Promise<OrderStatusName[]> {
  const { orderId, status, comment, lang } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order) return [];
    const moves = movesTowards(order.status, status);
    let at = order;
    for (const next of moves) {
      await applyMove(tx, {
        order: at,
        uuid: order.uuid,
        move: { status: next, comment },
        mover: { source: 'moysklad', userId: null },
        lang,
      });
      at = { ...at, status: next };
    }
    return moves;
  });
}

/**
 * returnStock: puts the order's units back into the warehouse stock row of the main store of its
 * version (where order send took them), creating the row when it is gone, through the stock
 * writer (docs/rules.md#stock-writes), in the caller's transaction, which holds the order's lock.
 */
async function returnOrderStock(
  tx: Executor,
  options: { orderId: number; version: Version; lang: TextLanguage },
): Promise<void> {
  const storeId = mainStoreId(options.version);
  const units = await findOrderUnits(tx, options.orderId);
  const rows = units.map((u) => ({ storeId, productId: u.product_id, quantity: u.quantity }));
  await addStoreStock(tx, { rows, lang: options.lang });
}
