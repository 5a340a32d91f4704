import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { CONTACT_PERSON_JOIN, deliveryIdSql } from '../../ordering/orders';

/**
 * Reads of the machine API's orders (docs/integration-api.md#orders): orders in the order of the
 * transaction that last changed them (docs/rules.md#integration-orders-cursor). Read only: status
 * moves go through ordering/orders.
 */

/** An order with its outlet, customer, requisites and named delivery lookups. */
export type IntegrationOrderRow = {
  id: number;
  uuid: string;
  name: string;
  status: string;
  type: string;
  version: string;
  created_at: Date | string;
  currency: string;
  sum: string;
  discount_sum: string;
  change_xid: string;
  store_id: number;
  store_name: string;
  store_city: string | null;
  username: string;
  fullname: string;
  email: string | null;
  cp_id: number | null;
  legal_name: string | null;
  inn: string | null;
  kpp: string | null;
  vat_id: string | null;
  legal_address: string | null;
  bank_name: string | null;
  bank_bic: string | null;
  bank_account: string | null;
  correspondent_account: string | null;
  delivery_comment: string | null;
  reference: string | null;
  delivery_date: string | null;
  delivery_address: string | null;
  method: string | null;
  service: string | null;
  country: string | null;
  city: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
};

/** A lookup's name in the order's language. */
const named = (alias: string) =>
  sql.raw(`(case when o.version = 'en' then ${alias}.name_en else ${alias}.name_ru end)`);

const SELECT: SQL = sql`select o.id, o.uuid, o.name, o.status, o.type, o.version, o.created_at, o.currency,
    o.sum, o.discount_sum, o.change_xid::text as change_xid,
    s.id as store_id, s.name as store_name, s.city as store_city,
    u.username, u.fullname, u.email,
    c.id as cp_id, c.legal_name, c.inn, c.kpp, c.vat_id, c.legal_address, c.bank_name, c.bank_bic,
    c.bank_account, c.correspondent_account,
    o.reference, o.delivery_date::text as delivery_date,
    nullif(o.delivery->>'comment', '') as delivery_comment, nullif(o.delivery->>'address', '') as delivery_address,
    ${named('dm')} as method, ${named('ds')} as service, ${named('co')} as country, ${named('ci')} as city,
    ct.full_name as contact_name, ct.phone as contact_phone, ct.email as contact_email
  from orders o
  join stores s on s.id = o.store_id
  join users u on u.id = o.user_id
  left join counterparties c on c.id = coalesce(s.counterparty_id, u.counterparty_id)
  left join delivery_methods dm on dm.id = ${deliveryIdSql('method')}
  left join delivery_services ds on ds.id = ${deliveryIdSql('service')}
  left join countries co on co.id = ${deliveryIdSql('country')}
  left join cities ci on ci.id = ${deliveryIdSql('city')}
  ${CONTACT_PERSON_JOIN}`;

/**
 * At most `limit` orders changed after the cursor (`xid`, `id`), by (change_xid, id) — only those
 * whose changing transaction is below the snapshot's xmin: every transaction before it has ended,
 * so no order can later appear behind the cursor (docs/rules.md#integration-orders-cursor).
 */
export function findOrdersSince(
  db: Executor,
  options: { xid: string; id: number; limit: number },
): Promise<IntegrationOrderRow[]> {
  return queryRows<IntegrationOrderRow>(
    db,
    sql`${SELECT}
      where (o.change_xid, o.id::bigint) > (${options.xid}::xid8, ${options.id}::bigint)
        and o.change_xid < pg_snapshot_xmin(pg_current_snapshot())
      order by o.change_xid, o.id
      limit ${options.limit}`,
  );
}

/** One order by uuid, or undefined. */
export async function findOrderByUuid(db: Executor, uuid: string): Promise<IntegrationOrderRow | undefined> {
  const rows = await queryRows<IntegrationOrderRow>(db, sql`${SELECT} where o.uuid = ${uuid}::uuid`);
  return rows[0];
}

/** A frozen order line. */
export type IntegrationLineRow = {
  order_id: number;
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  price: string;
  price_with_discount: string;
};

/** The lines of `orderIds`, by order and line id. */
export function findLines(db: Executor, orderIds: number[]): Promise<IntegrationLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<IntegrationLineRow>(
    db,
    sql`select order_id, product_id, code, name, quantity, price, price_with_discount
        from order_lines where order_id = any(${`{${orderIds.join(',')}}`}::int[])
        order by order_id, id`,
  );
}
