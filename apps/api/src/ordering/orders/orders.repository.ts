import { ORDERS_PER_PAGE, type Version } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { escapeLike } from '../../db/like';

/** SQL reading orders (docs/rules.md#orders-list GET orders, GET orders/{uuid}); writes live in place-order.repository.ts (and status moves in order-status.repository.ts). */

/** An order row with its store, customer, line count and invoice; money as 2-decimal text. */
export type OrderRow = {
  id: number;
  uuid: string;
  name: string;
  created_at: Date | string;
  status: string;
  type: string;
  version: string;
  currency: string;
  sum: string;
  discount_sum: string;
  delivery: unknown;
  reference: string | null;
  /** 'YYYY-MM-DD' or null. */
  delivery_date: string | null;
  user_id: number;
  store_id: number;
  store_name: string;
  fullname: string;
  username: string;
  lines_count: number;
  invoice_id: number | null;
  moysklad_id: string | null;
};

/** An order row with its contact person (one of its buyer's contacts; null when none or since deleted). */
export type OrderDetailRow = OrderRow & {
  contact_full_name: string | null;
  contact_position: string | null;
  contact_phone: string | null;
};

export type OrderLineRow = {
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  price: string;
  price_with_discount: string;
  sum: string;
};

const ORDER_COLUMNS = sql`o.id, o.uuid::text as uuid, o.name, o.created_at, o.status, o.type, o.version,
  o.currency, o.sum::text as sum, o.discount_sum::text as discount_sum, o.delivery, o.reference,
  o.delivery_date::text as delivery_date, o.user_id,
  o.store_id, s.name as store_name, u.fullname, u.username,
  (select count(*) from order_lines ol where ol.order_id = o.id)::int as lines_count,
  (select i.id from invoices i where i.order_id = o.id) as invoice_id, o.moysklad_id::text as moysklad_id`;
const ORDER_FROM = sql`from orders o join stores s on s.id = o.store_id join users u on u.id = o.user_id`;

/** `o.delivery->>field` as an id when it is one (else null, so a lookup joined on it finds nothing). */
export const deliveryIdSql = (field: string): SQL =>
  sql`(case when (o.delivery->>${field}) ~ '^[0-9]{1,9}$' then (o.delivery->>${field})::int end)`;

/** The contact person of order `o` (OrderDetailRow's columns), joined as `ct`: only its buyer's own contact. */
export const CONTACT_PERSON_JOIN = sql`left join contacts ct on ct.id = ${deliveryIdSql('contact')} and ct.user_id = o.user_id`;
export const CONTACT_PERSON_COLUMNS = sql`ct.full_name as contact_full_name, ct.position as contact_position,
  ct.phone as contact_phone`;

/** One order by uuid or id with its contact person, or undefined. */
export async function findOrder(
  db: Executor,
  where: { uuid: string } | { id: number },
): Promise<OrderDetailRow | undefined> {
  const condition = 'uuid' in where ? sql`o.uuid = ${where.uuid}::uuid` : sql`o.id = ${where.id}`;
  const rows = await queryRows<OrderDetailRow>(
    db,
    sql`select ${ORDER_COLUMNS}, ${CONTACT_PERSON_COLUMNS} ${ORDER_FROM} ${CONTACT_PERSON_JOIN} where ${condition}`,
  );
  return rows[0];
}

/** The order's lines in the order they were placed (product id order). */
export function findOrderLines(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return queryRows<OrderLineRow>(
    db,
    sql`select product_id, code, name, quantity, price::text as price,
        price_with_discount::text as price_with_discount, sum::text as sum
      from order_lines where order_id = ${orderId} order by id`,
  );
}

/**
 * Filters of the order list: `visibleTo` to the orders a customer may see (orderVisibleToSql);
 * `userId` to one buyer's orders; `customer` (staff) is a user id (digits) or text in the customer's full name, login,
 * e-mail or company; `storeId`; `dateFrom`/`dateTo` inclusive days (YYYY-MM-DD); `status`; `version`: only
 * the orders placed in that version (decision 0014: the English list shows no rouble orders).
 */
export type OrderFilter = {
  version?: Version;
  /** Only the orders user `visibleTo` may see (a customer: docs/rules.md#company-orders); staff: unset. */
  visibleTo?: number;
  userId?: number;
  customer?: string;
  storeId?: number;
  dateFrom?: string;
  dateTo?: string;
  status?: string;
};

/**
 * docs/rules.md#company-orders: whether customer `userId` may see order `o` (with its store `s` and
 * buyer `u` joined): their own order; an order placed for an outlet they may order for (their
 * user_stores row of a retail store); and, for the counterparty's admin user, every order of a
 * buyer or an outlet of their counterparty. Staff see every order without it.
 */
export function orderVisibleToSql(userId: number): SQL {
  return sql`(o.user_id = ${userId}
    or (s.is_retail and exists(select 1 from user_stores us where us.user_id = ${userId} and us.store_id = o.store_id))
    or exists(select 1 from users me where me.id = ${userId} and me.company_admin and me.counterparty_id is not null
      and (u.counterparty_id = me.counterparty_id or s.counterparty_id = me.counterparty_id)))`;
}

/** Whether customer `userId` may see order `orderId` (orderVisibleToSql). */
export async function isOrderVisibleTo(
  db: Executor,
  options: { orderId: number; userId: number },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 ${ORDER_FROM} where o.id = ${options.orderId} and ${orderVisibleToSql(options.userId)}`,
  );
  return rows.length > 0;
}

/**
 * The buyers of the orders matching `filter` (the caller's visibility and version), by name, at
 * most `limit`.
 */
export function findOrderBuyers(
  db: Executor,
  options: { filter: OrderFilter; limit: number },
): Promise<{ id: number; fullname: string; username: string }[]> {
  return queryRows(
    db,
    sql`select distinct u.id, u.fullname, u.username ${ORDER_FROM} where ${whereOf(options.filter)}
      order by u.fullname, u.username, u.id limit ${options.limit}`,
  );
}

function whereOf(filter: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.version !== undefined) parts.push(sql`o.version = ${filter.version}`);
  if (filter.visibleTo !== undefined) parts.push(orderVisibleToSql(filter.visibleTo));
  if (filter.userId !== undefined) parts.push(sql`o.user_id = ${filter.userId}`);
  if (filter.customer !== undefined) {
    if (/^\d+$/.test(filter.customer)) parts.push(sql`o.user_id = ${Number(filter.customer)}`);
    else {
      const like = `%${escapeLike(filter.customer.toLowerCase())}%`;
      parts.push(sql`(lower(u.fullname) like ${like} or lower(u.username) like ${like}
        or lower(coalesce(u.email, '')) like ${like}
        or exists(select 1 from profiles p where p.user_id = u.id and lower(coalesce(p.company, '')) like ${like}))`);
    }
  }
  if (filter.storeId !== undefined) parts.push(sql`o.store_id = ${filter.storeId}`);
  if (filter.dateFrom !== undefined) parts.push(sql`o.created_at >= ${filter.dateFrom}::date`);
  if (filter.dateTo !== undefined) parts.push(sql`o.created_at < ${filter.dateTo}::date + 1`);
  if (filter.status !== undefined) parts.push(sql`o.status = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

/** How many orders match `filter`. */
export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${ORDER_FROM} where ${whereOf(filter)}`,
  );
  return rows[0]!.n;
}

/** Page `page` (1-based, ORDERS_PER_PAGE each) of the orders matching `filter`, newest first. */
export function findOrderPage(
  db: Executor,
  options: { filter: OrderFilter; page: number },
): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} ${ORDER_FROM} where ${whereOf(options.filter)}
      order by o.created_at desc, o.id desc
      limit ${ORDERS_PER_PAGE} offset ${(options.page - 1) * ORDERS_PER_PAGE}`,
  );
}
