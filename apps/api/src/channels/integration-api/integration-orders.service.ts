import type {
  IntegrationOrder,
  IntegrationOrdersQuery,
  IntegrationOrdersResponse,
  IntegrationStatusBody,
  IntegrationStatusResponse,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { CallingKey } from '../../customers/integration-keys';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { moveOrderStatusByKey, ordersMessage } from '../../ordering/orders';
import { toIntegrationOrder } from './integration-orders.mappers';
import {
  findLines,
  findOrderByUuid,
  findOrdersSince,
  type IntegrationOrderRow,
} from './integration-orders.repository';

/** The largest xid8 (2^64 − 1): a cursor past it is not one of ours. */
const XID_MAX = 2n ** 64n - 1n;

/** `since` as (xid, id); absent: the beginning. @throws AppError VALIDATION (400) a cursor out of range. */
function parseCursor(ctx: RequestContext, since: string | undefined): { xid: string; id: number } {
  if (!since) return { xid: '0', id: 0 };
  const [xid = '0', id = '0'] = since.split('.');
  if (BigInt(xid) > XID_MAX || Number(id) > 2_147_483_647)
    throw new AppError('VALIDATION', {
      message: message(ctx.lang, 'malformed'),
      errors: { since: [message(ctx.lang, 'malformed')] },
    });
  return { xid: BigInt(xid).toString(), id: Number(id) };
}

/** The rows as IntegrationOrders, each with its lines (one query for all). */
async function withLines(db: Executor, rows: IntegrationOrderRow[]): Promise<IntegrationOrder[]> {
  const lines = await findLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toIntegrationOrder(
      row,
      lines.filter((l) => l.order_id === row.id),
    ),
  );
}

/**
 * GET integration/orders (docs/integration-api.md#orders): up to `limit` orders created or changed
 * after the cursor `since`, oldest change first. An order comes again after every change (a
 * status move by staff or by a key). `next_cursor` is the last order's (the same `since` when
 * none is new); `has_more` whether more are waiting.
 * @throws AppError VALIDATION (400) a cursor out of range.
 */
export async function listOrdersSince(
  ctx: RequestContext,
  options: { db: Db; query: IntegrationOrdersQuery },
): Promise<IntegrationOrdersResponse> {
  const { db, query } = options;
  const cursor = parseCursor(ctx, query.since);
  const rows = await findOrdersSince(db, { ...cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await withLines(db, page),
    next_cursor: last ? `${last.change_xid}.${last.id}` : `${cursor.xid}.${cursor.id}`,
    has_more: rows.length > query.limit,
  };
}

/**
 * PUT/POST integration/orders/{uuid}/status (docs/integration-api.md#set-status): moves the order
 * with staff's rule and side effects (ordering/orders moveOrderStatusByKey: a cancel returns the
 * stock), the history naming the key. Setting the status it already has changes nothing
 * (`changed` false).
 * @throws AppError NOT_FOUND no such order; CONFLICT (409) a move the rule forbids.
 */
export async function setOrderStatus(
  ctx: RequestContext,
  options: { db: Db; uuid: string; body: IntegrationStatusBody; key: CallingKey },
): Promise<IntegrationStatusResponse> {
  const { db, uuid, body, key } = options;
  const { changed } = await moveOrderStatusByKey(ctx, {
    db,
    uuid,
    move: { status: body.status, comment: body.comment },
    integrationKey: { id: key.id, name: key.name },
  });
  const row = await findOrderByUuid(db, uuid);
  if (!row) throw new AppError('NOT_FOUND', { message: ordersMessage(ctx.lang, 'orderNotFound') });
  const [order] = await withLines(db, [row]);
  return { data: order!, changed };
}
