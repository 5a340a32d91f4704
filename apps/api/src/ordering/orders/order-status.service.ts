import {
  mainStoreId,
  mayMoveOrder,
  movesTowards,
  type Order,
  type OrderStatusName,
  parseVersion,
  type TextLanguage,
  textLanguage,
  type Version,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../../mail';
import { addStoreStock } from '../../outlets/stock';
import {
  findOrderUnits,
  findStatusMailTarget,
  type LockedOrder,
  lockOrder,
  writeStatusMove,
} from './order-status.repository';
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
  const mover: StatusMover = { source: 'staff', userId: ctx.requireUser().id };
  const { orderId } = await moveStatus(ctx, { ...options, mover });
  return loadOrder({ db: options.db, orderId, manager: ctx.isManager });
}

/**
 * Who moves an order: a staff user here, МойСклад (a customer order's state changed there), or
 * another system through an integration key (docs/integration-api.md).
 */
export type StatusMover =
  | { source: 'staff'; userId: number }
  | { source: 'moysklad' }
  | { source: 'integration'; integrationKey: { id: number; name: string } };

/**
 * The machine API's status move (docs/integration-api.md#set-status): the same transaction, rule
 * and side effects as moveOrderStatus, made by an integration key — the history row names the
 * key (order_status_history.integration_key_id), the audit row has no user and
 * `integration_key: { id, name }`. Idempotent: an order already in `move.status` is left as it is
 * (`changed` false, nothing written). Answers the order's id.
 * @throws AppError NOT_FOUND (no such order); CONFLICT (409) for a move the rule forbids.
 */
export function moveOrderStatusByKey(
  ctx: RequestContext,
  options: {
    db: Db;
    uuid: string;
    move: { status: OrderStatusName; comment: string | null };
    integrationKey: { id: number; name: string };
  },
): Promise<{ orderId: number; changed: boolean }> {
  const mover: StatusMover = { source: 'integration', integrationKey: options.integrationKey };
  return moveStatus(ctx, { ...options, mover, sameIsNoop: true });
}

/** One move asked for by a person or a system: locked, checked against the rule, applied. */
async function moveStatus(
  ctx: RequestContext,
  options: {
    db: Db;
    uuid: string;
    move: { status: OrderStatusName; comment: string | null };
    mover: StatusMover;
    sameIsNoop?: boolean;
  },
): Promise<{ orderId: number; changed: boolean }> {
  const { db, uuid, move, mover } = options;
  const { lang } = ctx;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { uuid });
    if (!order) throw new AppError('NOT_FOUND', { message: ordersMessage(lang, 'orderNotFound') });
    if (options.sameIsNoop && order.status === move.status) return { orderId: order.id, changed: false };
    if (!mayMoveOrder(order.status, move.status))
      throw new AppError('CONFLICT', {
        message: ordersMessage(lang, 'statusMoveRefused', {
          from: statusName(lang, order.status),
          to: statusName(lang, move.status),
        }),
      });
    await applyMove(tx, { order, move, mover, lang });
    await notifyBuyer(tx, { orderId: order.id, from: order.status, to: move.status, comment: move.comment });
    return { orderId: order.id, changed: true };
  });
}

/**
 * One allowed move of a locked order: stock back on cancel, the status and its history row (who,
 * from where, the comment), the audit row — in the caller's transaction.
 */
async function applyMove(
  tx: Executor,
  options: {
    order: LockedOrder;
    move: { status: OrderStatusName; comment: string | null };
    mover: StatusMover;
    lang: TextLanguage;
  },
): Promise<void> {
  const { order, move, mover, lang } = options;
  const userId = mover.source === 'staff' ? mover.userId : null;
  const key = mover.source === 'integration' ? mover.integrationKey : null;
  if (move.status === 'cancelled')
    await returnOrderStock(tx, { orderId: order.id, version: order.version as Version, lang });
  await writeStatusMove(tx, {
    orderId: order.id,
    status: move.status,
    comment: move.comment,
    userId,
    source: mover.source,
    integrationKeyId: key?.id ?? null,
  });
  await insertAudit(tx, {
    userId,
    entity: 'order',
    entityId: order.uuid,
    action: 'status',
    changes: {
      status: [order.status, move.status],
      ...(move.comment ? { comment: move.comment } : {}),
      ...(mover.source === 'moysklad' ? { source: 'moysklad' } : {}),
      ...(key ? { integration_key: { id: key.id, name: key.name } } : {}),
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
        move: { status: next, comment },
        mover: { source: 'moysklad' },
        lang,
      });
      at = { ...at, status: next };
    }
    // One e-mail for the whole way, from where it was to where it is now.
    if (moves.length > 0) await notifyBuyer(tx, { orderId, from: order.status, to: at.status, comment });
    return moves;
  });
}

/**
 * notifyBuyer (docs/rules.md#mail-outbox): queues the "order status changed" e-mail to the order's
 * buyer, in their language, in the caller's transaction — unless they have no e-mail address or
 * turned status e-mails off in their profile (users.order_status_emails).
 */
async function notifyBuyer(
  tx: Executor,
  options: { orderId: number; from: string; to: string; comment: string | null },
): Promise<void> {
  const target = await findStatusMailTarget(tx, options.orderId);
  if (!target?.email || !target.order_status_emails) return;
  await queueMail(tx, {
    template: 'order-status',
    to: target.email,
    lang: textLanguage(target.locale),
    version: parseVersion(target.version) ?? 'ru',
    data: {
      uuid: target.uuid,
      name: target.name,
      buyer_name: target.fullname.trim() || target.username,
      from: options.from,
      to: options.to,
      comment: options.comment,
    },
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
