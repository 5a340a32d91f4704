import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';

/**
 * SQL of orders out and statuses back (docs/moysklad.md §Orders out): reads the orders wing's
 * tables (an order, its lines, its customer's counterparty, its delivery data named) and writes
 * only moysklad_order_deliveries — the link on the order goes through the ordering wing's writer.
 */

/** Orders of the Russian version only: МойСклад keeps roubles (docs/moysklad.md §Orders out). */
const SENT_VERSION = 'ru';

/** An order to deliver, with what the customer order there is made of. */
export type OrderToSend = {
  id: number;
  uuid: string;
  name: string;
  status: string;
  created_at: Date | string;
  attempts: number;
  user_id: number;
  counterparty_id: number | null;
  legal_name: string | null;
  inn: string | null;
  kpp: string | null;
  legal_address: string | null;
  email: string | null;
  phone: string | null;
  fullname: string;
  store_name: string;
  /** The delivery data named (method, service, country, city, address, contact, comment). */
  method: string | null;
  service: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  contact: string | null;
  comment: string | null;
  /** The buyer's reference and the delivery day asked for ('YYYY-MM-DD'), if given (docs/rules.md#order-reference). */
  reference: string | null;
  delivery_date: string | null;
};

/**
 * The orders still to deliver, oldest first, at most `limit`: Russian-version orders placed since
 * the mapping was saved (`since`), without a customer order there yet, not waiting for a retry.
 */
export function findOrdersToSend(
  db: Executor,
  options: { since: Date | string; limit: number },
): Promise<OrderToSend[]> {
  return queryRows<OrderToSend>(
    db,
    sql`select o.id, o.uuid::text as uuid, o.name, o.status, o.created_at, coalesce(d.attempts, 0) as attempts,
          o.user_id, c.id as counterparty_id, c.legal_name, c.inn, c.kpp, c.legal_address,
          coalesce(c.contact_email, u.email) as email, c.contact_phone as phone, u.fullname, s.name as store_name,
          m.name_ru as method, sv.name_ru as service, co.name_ru as country, ci.name_ru as city,
          o.delivery->>'address' as address, o.delivery->>'comment' as comment,
          o.reference, o.delivery_date::text as delivery_date,
          case when ct.id is null then null else concat_ws(', ', ct.full_name, ct.phone) end as contact
        from orders o
        join users u on u.id = o.user_id
        join stores s on s.id = o.store_id
        left join counterparties c on c.id = coalesce(s.counterparty_id, u.counterparty_id)
        left join moysklad_order_deliveries d on d.order_id = o.id
        left join delivery_methods m on m.id = (o.delivery->>'method')::int
        left join delivery_services sv on sv.id = (o.delivery->>'service')::int
        left join countries co on co.id = (o.delivery->>'country')::int
        left join cities ci on ci.id = (o.delivery->>'city')::int
        left join contacts ct on ct.id = (o.delivery->>'contact')::int
        where o.moysklad_id is null and o.version = ${SENT_VERSION} and o.created_at >= ${options.since}
          and (d.next_attempt_at is null or d.next_attempt_at <= now())
        order by o.id limit ${options.limit}`,
  );
}

/** Whether any order waits for delivery now (the every-second check, one indexed probe). */
export async function hasOrdersToSend(db: Executor, since: Date | string): Promise<boolean> {
  const rows = await queryRows<{ due: boolean }>(
    db,
    sql`select exists(
          select 1 from orders o left join moysklad_order_deliveries d on d.order_id = o.id
          where o.moysklad_id is null and o.version = ${SENT_VERSION} and o.created_at >= ${since}
            and (d.next_attempt_at is null or d.next_attempt_at <= now())
        ) or exists(
          select 1 from moysklad_order_deliveries d join orders o on o.id = d.order_id
          where o.moysklad_id is not null and d.state_status is distinct from o.status
            and (d.next_attempt_at is null or d.next_attempt_at <= now())
        ) as due`,
  );
  return rows[0]?.due ?? false;
}

/** A position: the product's МойСклад id (its external key) and whether it is a modification. */
export type PositionToSend = {
  order_id: number;
  code: string;
  quantity: number;
  price: string;
  price_with_discount: string;
  external_key: string | null;
  source_href: string | null;
};

/** The lines of `orderIds` with their products' МойСклад keys, in line order. */
export function findPositionsToSend(db: Executor, orderIds: number[]): Promise<PositionToSend[]> {
  return queryRows<PositionToSend>(
    db,
    sql`select l.order_id, l.code, l.quantity, l.price::text as price,
          l.price_with_discount::text as price_with_discount, p.external_key, p.source_href
        from order_lines l join products p on p.id = l.product_id
        where l.order_id in ${sql`(${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}
        order by l.order_id, l.id`,
  );
}

/** A delivered order whose status here differs from the one last sent there or read from there. */
export type StateToSend = { id: number; moysklad_id: string; status: string; attempts: number };

/** Delivered orders whose status moved here since МойСклад last heard of it, at most `limit`. */
export function findStatesToSend(db: Executor, limit: number): Promise<StateToSend[]> {
  return queryRows<StateToSend>(
    db,
    sql`select o.id, o.moysklad_id::text as moysklad_id, o.status, d.attempts
        from moysklad_order_deliveries d join orders o on o.id = d.order_id
        where o.moysklad_id is not null and d.state_status is distinct from o.status
          and (d.next_attempt_at is null or d.next_attempt_at <= now())
        order by o.id limit ${limit}`,
  );
}

/**
 * Records that МойСклад knows order `orderId` in `status` (delivered, its state sent, or its state
 * read from there): attempts and failure cleared.
 */
export async function recordOrderInStep(
  db: Executor,
  options: { orderId: number; status: string },
): Promise<void> {
  await db.execute(
    sql`insert into moysklad_order_deliveries (order_id, attempts, last_error, next_attempt_at, state_status, updated_at)
        values (${options.orderId}, 0, null, null, ${options.status}, now())
        on conflict (order_id) do update set attempts = 0, last_error = null, next_attempt_at = null,
          state_status = excluded.state_status, updated_at = now()`,
  );
}

/** Records a failed try of order `orderId`: one more attempt, why, and when to try again. */
export async function recordOrderFailure(
  db: Executor,
  options: { orderId: number; error: string; retryInMs: number },
): Promise<void> {
  await db.execute(
    sql`insert into moysklad_order_deliveries (order_id, attempts, last_error, next_attempt_at, updated_at)
        values (${options.orderId}, 1, ${options.error}, now() + ${options.retryInMs} * interval '1 millisecond', now())
        on conflict (order_id) do update set attempts = moysklad_order_deliveries.attempts + 1,
          last_error = excluded.last_error, next_attempt_at = excluded.next_attempt_at, updated_at = now()`,
  );
}

/** An order МойСклад has not taken (yet), as staff see it. */
export type OrderFailureRow = {
  uuid: string;
  name: string;
  created_at: Date | string;
  attempts: number;
  last_error: string;
  next_attempt_at: Date | string | null;
};

/** The orders whose last try failed, newest first, at most `limit`. */
export function findOrderFailures(db: Executor, limit: number): Promise<OrderFailureRow[]> {
  return queryRows<OrderFailureRow>(
    db,
    sql`select o.uuid::text as uuid, o.name, o.created_at, d.attempts, d.last_error, d.next_attempt_at
        from moysklad_order_deliveries d join orders o on o.id = d.order_id
        where d.last_error is not null
        order by d.updated_at desc, o.id desc limit ${limit}`,
  );
}

/** Every failed order tried again at once ("Retry"); answers how many. */
export async function retryOrderFailures(db: Executor): Promise<number> {
  const rows = await queryRows<{ order_id: number }>(
    db,
    sql`update moysklad_order_deliveries set next_attempt_at = now(), updated_at = now()
        where last_error is not null returning order_id`,
  );
  return rows.length;
}

/** Our order that became МойСклад's customer order `moyskladId`, or undefined. */
export async function findOrderOfMoysklad(
  db: Executor,
  moyskladId: string,
): Promise<{ id: number; status: string } | undefined> {
  const rows = await queryRows<{ id: number; status: string }>(
    db,
    sql`select id, status from orders where moysklad_id = ${moyskladId}::uuid`,
  );
  return rows[0];
}
