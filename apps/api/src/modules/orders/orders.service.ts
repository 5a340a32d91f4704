import {
  isManager,
  ORDERS_PER_PAGE,
  type Order,
  type OrderSummary,
  type OrdersQuery,
  type PageMeta,
  type TextLanguage,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { toOrder, toOrderSummary } from './orders.mappers';
import { ordersMessage } from './orders.messages';
import {
  countOrders,
  findOrder,
  findOrderLines,
  findOrderPage,
  type OrderFilter,
  type OrderRow,
} from './orders.repository';

/**
 * Orders (decisions §3 GET orders, GET orders/{uuid}). A customer sees their own orders only;
 * staff (manager, admin) see every customer's. Orders of others answer 404, never 403, so their
 * existence is not revealed.
 */

/** One order with its lines by id (after it was written or found); `manager` shows the stock-system link. */
export async function loadOrder(options: {
  db: Executor;
  orderId: number;
  manager: boolean;
}): Promise<Order> {
  const { db, orderId, manager } = options;
  const [row, lines] = await Promise.all([findOrder(db, { id: orderId }), findOrderLines(db, orderId)]);
  if (!row) throw new Error(`order ${orderId} vanished`);
  return toOrder(row, lines, { manager });
}

/**
 * The order `uuid` if the caller may see it (their own, or any for staff). Throws NOT_FOUND (404)
 * otherwise — also for other customers' orders.
 */
export async function findVisibleOrder(options: {
  db: Executor;
  auth: AuthContext;
  uuid: string;
  lang: TextLanguage;
}): Promise<OrderRow> {
  const { db, auth, uuid, lang } = options;
  const row = await findOrder(db, { uuid });
  if (!row || (row.user_id !== auth.userId && !isManager(auth)))
    throw new AppError('NOT_FOUND', { message: ordersMessage(lang, 'orderNotFound') });
  return row;
}

/** GET /orders/{uuid}: the order with its lines, delivery and invoice id. 404 as findVisibleOrder. */
export async function getOrder(options: {
  db: Executor;
  auth: AuthContext;
  uuid: string;
  lang: TextLanguage;
}): Promise<Order> {
  const row = await findVisibleOrder(options);
  const lines = await findOrderLines(options.db, row.id);
  return toOrder(row, lines, { manager: isManager(options.auth) });
}

/**
 * GET /orders: page `query.page` of the caller's orders (staff: everybody's, filtered by
 * `customer`), newest first, ORDERS_PER_PAGE (20) per page, filtered by `store_id` and the
 * inclusive days `date_from`..`date_to`. `meta.last_page` ≥ 1; a page past it answers `data: []`.
 */
export async function listOrders(options: {
  db: Executor;
  auth: AuthContext;
  query: OrdersQuery;
}): Promise<{ data: OrderSummary[]; meta: PageMeta }> {
  const { db, auth, query } = options;
  const staff = isManager(auth);
  const filter: OrderFilter = {
    userId: staff ? undefined : auth.userId,
    customer: staff ? query.customer : undefined,
    storeId: query.store_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
  };
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
