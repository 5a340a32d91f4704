import {
  mainStoreId,
  mayMoveOrder,
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
import { findOrderUnits, lockOrder, writeStatusMove } from './order-status.repository';
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
  const userId = ctx.requireUser().id;
  const { orderId } = await moveStatus(ctx, { ...options, by: { userId } });
  return loadOrder({ db: options.db, orderId, manager: ctx.isManager });
}

/** Who moves an order: a staff user, or another system through an integration key. */
export type StatusMover = { userId: number } | { integrationKey: { id: number; name: string } };

/**
 * The machine API's status move (docs/integration-api.md#set-status): the same transaction, rule
 * and side effects as moveOrderStatus, made `by` an integration key — the history row names the
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
  return moveStatus(ctx, { ...options, by: { integrationKey: options.integrationKey }, sameIsNoop: true });
}

async function moveStatus(
  ctx: RequestContext,
  options: {
    db: Db;
    uuid: string;
    move: { status: OrderStatusName; comment: string | null };
    by: StatusMover;
    sameIsNoop?: boolean;
  },
): Promise<{ orderId: number; changed: boolean }> {
  const { db, uuid, move, by } = options;
  const { lang } = ctx;
  const userId = 'userId' in by ? by.userId : null;
  const key = 'integrationKey' in by ? by.integrationKey : null;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, uuid);
    if (!order) throw new AppError('NOT_FOUND', { message: ordersMessage(lang, 'orderNotFound') });
    if (options.sameIsNoop && order.status === move.status) return { orderId: order.id, changed: false };
    if (!mayMoveOrder(order.status, move.status))
      throw new AppError('CONFLICT', {
        message: ordersMessage(lang, 'statusMoveRefused', {
          from: statusName(lang, order.status),
          to: statusName(lang, move.status),
        }),
      });
    if (move.status === 'cancelled')
      await returnOrderStock(tx, { orderId: order.id, version: order.version as Version, lang });
    await writeStatusMove(tx, {
      orderId: order.id,
      status: move.status,
      comment: move.comment,
      userId,
      integrationKeyId: key?.id ?? null,
    });
    await insertAudit(tx, {
      userId,
      entity: 'order',
      entityId: uuid,
      action: 'status',
      changes: {
        status: [order.status, move.status],
        ...(move.comment ? { comment: move.comment } : {}),
        ...(key ? { integration_key: { id: key.id, name: key.name } } : {}),
      },
    });
    return { orderId: order.id, changed: true };
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
