import type { Delivery, OrderType, TextLanguage, Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { OrderRow } from './orders.repository';

/**
 * SQL of the steps of POST order/send (decisions §3), each run inside the one transaction that
 * holds the basket row's lock (decision 0006). Money stays numeric in SQL and comes out as text.
 */

/** A basket line with the prices it is ordered at (store currency, user's discount) and its name. */
export type OrderingLine = {
  /** The store currency the prices are in (the same on every line). */
  currency: string;
  product_id: number;
  count: number;
  code: string;
  name: string;
  /** Wholesale price, 2-decimal text; "0.00" without a price in the currency. */
  price: string;
  /** round(price × (1 − discount/100), 2), 2-decimal text. */
  price_with_discount: string;
};

/**
 * The basket's lines with today's prices in the currency of store `storeId` (`defaultCurrency`
 * without one, as the basket shows them), discounted by `discount` percent and rounded as the
 * catalogue and basket round them; names in `lang`; ordered by product id.
 */
export function readBasketLines(
  tx: Executor,
  options: {
    basketId: number;
    storeId: number | null;
    defaultCurrency: string;
    discount: number;
    lang: TextLanguage;
  },
): Promise<OrderingLine[]> {
  const { basketId, storeId, defaultCurrency, discount, lang } = options;
  const name = lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  return queryRows<OrderingLine>(
    tx,
    sql`with ctx as materialized (
        select coalesce((select currency from stores where id = ${storeId}::int), ${defaultCurrency}::text)
          as currency
      )
      select ctx.currency, bl.product_id, bl.basket_count as count, p.code, ${name} as name,
        coalesce(pr.wholesale, 0)::numeric(12,2)::text as price,
        round(coalesce(pr.wholesale, 0) * (1 - ${discount}::numeric / 100), 2)::numeric(12,2)::text
          as price_with_discount
      from basket_lines bl
        cross join ctx
        join products p on p.id = bl.product_id
        left join product_prices pr on pr.product_id = p.id and pr.currency = ctx.currency
      where bl.basket_id = ${basketId}
      order by bl.product_id`,
  );
}

/**
 * Locks the warehouse stock rows (`stockStoreId`, the version's main store) of `productIds` for
 * update in product-id order — every order send locks in the same order, so two of them never
 * deadlock — and answers each product's quantity (a product without a row is missing: stock 0).
 */
export async function lockStockRows(
  tx: Executor,
  options: { stockStoreId: number; productIds: number[] },
): Promise<Map<number, number>> {
  const ids = sql.join(
    options.productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await queryRows<{ product_id: number; quantity: number }>(
    tx,
    sql`select product_id, quantity from stock
      where store_id = ${options.stockStoreId} and product_id in (${ids})
      order by product_id for update`,
  );
  return new Map(rows.map((r) => [r.product_id, r.quantity]));
}

/** The order of (user, idempotency key), if any. */
export async function findOrderIdByKey(
  db: Executor,
  options: { userId: number; key: string },
): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where user_id = ${options.userId} and idempotency_key = ${options.key}`,
  );
  return rows[0]?.id;
}

/** Everything an order row holds; sums are 2-decimal strings. */
export type NewOrder = {
  userId: number;
  storeId: number;
  version: Version;
  type: OrderType;
  currency: string;
  sum: string;
  discountSum: string;
  delivery: Delivery;
  idempotencyKey: string | null;
};

/** A frozen order line; money as 2-decimal strings. */
export type NewOrderLine = {
  productId: number;
  code: string;
  name: string;
  quantity: number;
  price: string;
  priceWithDiscount: string;
  sum: string;
};

/**
 * Inserts the order and its lines in ONE statement. The order is named from its id ("З-000123"
 * ru, "O-000123" en; at least six digits). Answers the order as `findOrder` reads it (store and
 * customer names included), or undefined when the user already has an order with this idempotency
 * key (a concurrent request with the same key won; nothing was inserted).
 */
export async function insertOrder(
  tx: Executor,
  options: { order: NewOrder; lines: NewOrderLine[] },
): Promise<OrderRow | undefined> {
  const { order, lines } = options;
  const prefix = order.version === 'en' ? 'O-' : 'З-';
  const values = lines.map(
    (l) =>
      sql`(${l.productId}::int, ${l.code}::text, ${l.name}::text, ${l.quantity}::int, ${l.price}::numeric,
        ${l.priceWithDiscount}::numeric, ${l.sum}::numeric)`,
  );
  const rows = await queryRows<OrderRow>(
    tx,
    sql`with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
      o as (
        insert into orders (id, name, user_id, store_id, version, type, currency, sum, discount_sum,
          delivery, idempotency_key)
        select n.id, ${prefix}::text || lpad(n.id::text, greatest(6, length(n.id::text)), '0'),
          ${order.userId}::int, ${order.storeId}::int, ${order.version}::text, ${order.type}::text,
          ${order.currency}::text, ${order.sum}::numeric, ${order.discountSum}::numeric,
          ${JSON.stringify(order.delivery)}::jsonb, ${order.idempotencyKey}::text
        from n
        on conflict (user_id, idempotency_key) do nothing
        returning *
      ),
      l as (
        insert into order_lines (order_id, product_id, code, name, quantity, price, price_with_discount, sum)
        select o.id, v.product_id, v.code, v.name, v.quantity, v.price, v.price_with_discount, v.sum
        from o cross join (values ${sql.join(values, sql`, `)})
          as v(product_id, code, name, quantity, price, price_with_discount, sum)
      )
      select o.id, o.uuid::text as uuid, o.name, o.created_at, o.status, o.type, o.version, o.currency,
        o.sum::text as sum, o.discount_sum::text as discount_sum, o.delivery, o.user_id, o.store_id,
        s.name as store_name, u.fullname, u.username, ${lines.length}::int as lines_count,
        null::int as invoice_id
      from o join stores s on s.id = o.store_id join users u on u.id = o.user_id`,
  );
  return rows[0];
}

/**
 * Takes the ordered units off the warehouse stock in one statement, only where enough is left
 * (`quantity >= n`), and answers how many rows changed — the caller checks it equals the lines.
 */
export async function takeStock(
  tx: Executor,
  options: { stockStoreId: number; lines: { productId: number; quantity: number }[] },
): Promise<number> {
  const values = options.lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`);
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`update stock s set quantity = s.quantity - v.n
      from (values ${sql.join(values, sql`, `)}) as v(product_id, n)
      where s.store_id = ${options.stockStoreId} and s.product_id = v.product_id and s.quantity >= v.n
      returning s.product_id`,
  );
  return rows.length;
}

/** Empties the basket and records `basketUuid` (null: none sent) as its last uuid, in one statement. */
export async function emptyBasket(tx: Executor, options: { basketId: number; basketUuid: string | null }) {
  await tx.execute(sql`with cleared as (delete from basket_lines where basket_id = ${options.basketId})
    update baskets set last_basket_uuid = ${options.basketUuid}::uuid, updated_at = now()
    where id = ${options.basketId}`);
}
