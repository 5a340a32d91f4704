import {
  ORDER_BUYERS_MAX,
  ORDERS_PER_PAGE,
  type Order,
  type OrderBuyer,
  type OrderSummary,
  type OrdersQuery,
  type PageMeta,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findStatusHistory } from './order-status.repository';
import { toOrder, toOrderSummary } from './orders.mappers';
import { ordersMessage } from './orders.messages';
import {
  countOrders,
  findOrder,
  findOrderBuyers,
  findOrderLines,
  findOrderPage,
  isOrderVisibleTo,
  type OrderDetailRow,
  type OrderFilter,
} from './orders.repository';

/**
 * Orders (docs/rules.md#orders-list GET orders, GET orders/{uuid}). A customer sees their own
 * orders, those of every outlet they may order for, and — as their counterparty's admin user —
 * every order of the company (docs/rules.md#company-orders); staff (manager, admin) see every
 * customer's. Orders a caller may not see answer 404, never 403, so their existence is not revealed.
 */

/**
 * One order with its lines and status history by id (after it was written or found); `manager`
 * shows the stock-system link and who moved the status.
 */
export async function loadOrder(options: {
  db: Executor;
  orderId: number;
  manager: boolean;
}): Promise<Order> {
  const { db, orderId, manager } = options;
  const [row, lines, history] = await Promise.all([
    findOrder(db, { id: orderId }),
    findOrderLines(db, orderId),
    findStatusHistory(db, orderId),
  ]);
  if (!row) throw new Error(`order ${orderId} vanished`);
  return toOrder(row, lines, { manager, history });
}

/**
 * The order `uuid` if the caller may see it (staff: any; a customer: docs/rules.md#company-orders).
 * Throws NOT_FOUND (404) otherwise — also for other customers' orders.
 */
export async function findVisibleOrder(
  ctx: RequestContext,
  options: { db: Executor; uuid: string },
): Promise<OrderDetailRow> {
  const { db, uuid } = options;
  const row = await findOrder(db, { uuid });
  const userId = ctx.requireUser().id;
  const visible =
    row !== undefined &&
    (ctx.isManager || row.user_id === userId || (await isOrderVisibleTo(db, { orderId: row.id, userId })));
  if (!visible) throw new AppError('NOT_FOUND', { message: ordersMessage(ctx.lang, 'orderNotFound') });
  return row;
}

/**
 * GET /orders/{uuid}: the order with its lines, delivery, invoice id and status history (who moved
 * it only for staff, docs/rules.md#order-status). 404 as findVisibleOrder.
 */
export async function getOrder(ctx: RequestContext, options: { db: Executor; uuid: string }): Promise<Order> {
  const row = await findVisibleOrder(ctx, options);
  const [lines, history] = await Promise.all([
    findOrderLines(options.db, row.id),
    findStatusHistory(options.db, row.id),
  ]);
  return toOrder(row, lines, { manager: ctx.isManager, history });
}

/** The filter of the caller's orders list: their version, what they may see, and the query's narrowing. */
function orderFilterOf(ctx: RequestContext, query: Partial<OrdersQuery>): OrderFilter {
  const staff = ctx.isManager;
  return {
    // Each version lists its own orders only (currency, store names, prices of that version).
    version: ctx.version,
    visibleTo: staff ? undefined : ctx.requireUser().id,
    userId: query.buyer,
    customer: staff ? query.customer : undefined,
    storeId: query.store_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    status: query.status,
  };
}

/**
 * GET /orders/buyers: who placed the orders the caller may see in the request's version, by name,
 * at most ORDER_BUYERS_MAX (500): the choices of the list's buyer filter.
 */
export function listOrderBuyers(ctx: RequestContext, options: { db: Executor }): Promise<OrderBuyer[]> {
  return findOrderBuyers(options.db, { filter: orderFilterOf(ctx, {}), limit: ORDER_BUYERS_MAX });
}

/**
 * GET /orders: page `query.page` of the orders the caller may see in the request's version
 * (docs/rules.md#company-orders; staff: everybody's, also filtered by `customer`), newest first,
 * ORDERS_PER_PAGE (20) per page, filtered by `buyer`, `store_id`, `status` and the inclusive days
 * `date_from`..`date_to`. `meta.last_page` ≥ 1; a page past it answers `data: []`.
 */
export async function listOrders(
  ctx: RequestContext,
  options: { db: Executor; query: OrdersQuery },
): Promise<{ data: OrderSummary[]; meta: PageMeta }> {
  const { db, query } = options;
  const staff = ctx.isManager;
  const filter = orderFilterOf(ctx, query);
  const [total, rows] = await Promise.all([
    countOrders(db, filter),
    findOrderPage(db, { filter, page: query.page }),
  ]);
  return {
    data: rows.map((row) => toOrderSummary(row, { manager: staff })),
    meta: {
      page: query.page,
      per_page: ORDERS_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    },
  };
}
