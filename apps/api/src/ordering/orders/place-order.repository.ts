import type { Delivery, OrderType, TextLanguage, Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { queueMailSql } from '../../mail';
import { lockWarehouseStockSql, lowerWarehouseStockSql } from '../../outlets/stock';
import { buyerPriceJoin, priceWithDiscountSql } from '../../rules/price.sql';
import { clearBasketSql } from '../basket';
import { CONTACT_PERSON_COLUMNS, CONTACT_PERSON_JOIN, type OrderDetailRow } from './orders.repository';

/**
 * SQL of POST order/send (docs/rules.md#decisions-3, decision 0009): `readOrdering` reads what the order would
 * be, then `writeOrderStatement` writes it in ONE statement — its own transaction — after checking, under
 * the locks, that the basket still holds exactly what was read and that the stock covers it.
 * Both are named prepared statements (hot: parsed and planned once per connection). Money stays
 * numeric in SQL and comes out as text.
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
  /** Units the product is sold in (docs/rules.md#pack-multiple). */
  pack_multiple: number;
};

/**
 * What an order send starts from: the caller's order with this idempotency key (null: none), the
 * basket (null: the user has none for the store) and its lines.
 */
export type Ordering = { replayOrderId: number | null; basketId: number | null; lines: OrderingLine[] };

/**
 * In ONE statement, without locks: the id of the user's order with `idempotencyKey` (null without
 * a key or order), the user's basket of store `basketStoreId` and its lines with today's prices
 * in the currency of store `storeId` (`defaultCurrency` without one, as the basket shows them) —
 * the buyer's prices of price type `priceTypeId` (docs/rules.md#buyer-price) — discounted by `discount` percent and rounded as the catalogue and basket round them; names in
 * `lang`; ordered by product id.
 */
export async function readOrdering(
  db: Executor,
  options: {
    userId: number;
    basketStoreId: number;
    idempotencyKey: string | null;
    storeId: number | null;
    defaultCurrency: string;
    discount: number;
    /** The buyer's price type (docs/rules.md#buyer-price), null for list prices. */
    priceTypeId: number | null;
    lang: TextLanguage;
  },
): Promise<Ordering> {
  const { userId, basketStoreId, idempotencyKey, storeId, defaultCurrency, discount, priceTypeId, lang } =
    options;
  const name = lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  // ctx is one row, so the answer has a row (with null line columns) even for an empty basket.
  const rows = await queryRows<OrderingLine & { replay_id: number | null; basket_id: number | null }>(
    db,
    sql`with ctx as materialized (
        select coalesce((select currency from stores where id = ${storeId}::int), ${defaultCurrency}::text)
            as currency,
          (select id from orders where user_id = ${userId}::int and idempotency_key = ${idempotencyKey}::text)
            as replay_id,
          (select id from baskets where user_id = ${userId}::int and store_id = ${basketStoreId}::int)
            as basket_id
      )
      select ctx.replay_id, ctx.basket_id, ctx.currency, bl.product_id, bl.basket_count as count, p.code,
        ${name} as name, coalesce(pr.wholesale, 0)::numeric(12,2)::text as price,
        ${priceWithDiscountSql(sql`coalesce(pr.wholesale, 0)`, discount)}::numeric(12,2)::text
          as price_with_discount, p.pack_multiple
      from ctx
        left join basket_lines bl on bl.basket_id = ctx.basket_id
        left join products p on p.id = bl.product_id
        left join ${buyerPriceJoin('pr', { product: sql`p.id`, currency: sql`ctx.currency`, priceTypeId })}
      order by bl.product_id`,
    { name: `order-send:read:${lang}` },
  );
  return {
    replayOrderId: rows[0]?.replay_id ?? null,
    basketId: rows[0]?.basket_id ?? null,
    lines: rows.filter((r) => r.product_id !== null).map(({ replay_id: _, basket_id: __, ...line }) => line),
  };
}

/** What an order was made from: its delivery (as stored), reference, delivery day and lines (product id → quantity). */
export type OrderRequest = {
  delivery: unknown;
  reference: string | null;
  delivery_date: string | null;
  lines: { product_id: number; quantity: number }[];
};

/** The delivery and lines order `orderId` was made from (docs/rules.md#decisions-3 Idempotency-Key). */
export async function findOrderRequest(db: Executor, orderId: number): Promise<OrderRequest> {
  const rows = await queryRows<OrderRequest>(
    db,
    sql`select o.delivery, o.reference, o.delivery_date::text as delivery_date,
        coalesce((select json_agg(json_build_object('product_id', l.product_id, 'quantity', l.quantity)
          order by l.product_id) from order_lines l where l.order_id = o.id), '[]') as lines
      from orders o where o.id = ${orderId}`,
  );
  return rows[0] ?? { delivery: null, reference: null, delivery_date: null, lines: [] };
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
  /** The buyer's reference and requested delivery day ('YYYY-MM-DD'), checked (docs/rules.md#order-reference). */
  reference: string | null;
  deliveryDate: string | null;
  idempotencyKey: string | null;
};

/** A frozen order line; money as 2-decimal strings. `quantity` is the basket count it was read with. */
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
 * What `writeOrderStatement` did. `placed`: the order as `findOrder` reads it. Nothing was written in the
 * other cases: `basket-changed` (the basket no longer holds exactly the lines given),
 * `over-stock` (a line is over its warehouse stock; `stock` has every line's product's stock as
 * locked, a product without a stock row is missing), `key-taken` (the user already has an order
 * with this idempotency key).
 */
export type Placed =
  | { kind: 'placed'; order: OrderDetailRow }
  | { kind: 'basket-changed' }
  | { kind: 'over-stock'; stock: Map<number, number> }
  | { kind: 'key-taken' };

/** The "order received" e-mails of the order `o` just written, with its lines `v` (mail.OrderReceivedData). */
const orderReceivedMailsSql = sql`
  select 'order-received', x.to_address, x.to_staff, x.lang, o.version, jsonb_build_object(
      'uuid', o.uuid, 'name', o.name, 'created_at', o.created_at, 'sum', o.sum::text,
      'discount_sum', o.discount_sum::text, 'sum_with_discount', (o.sum - o.discount_sum)::text,
      'currency', o.currency, 'store_name', ms.name, 'buyer_name', mu.fullname, 'buyer_login', mu.username,
      'lines', (select coalesce(jsonb_agg(jsonb_build_object('code', v.code, 'name', v.name,
          'quantity', v.quantity, 'price', v.price::text, 'sum', v.sum::text) order by v.product_id), '[]')
        from v))
  from o join users mu on mu.id = o.user_id left join stores ms on ms.id = o.store_id
    cross join lateral (values
      (mu.email, false, case when mu.locale = 'ru' then 'ru' else 'en' end),
      (null::text, true, o.version)) as x (to_address, to_staff, lang)`;

/**
 * Places the order in ONE statement (data-modifying CTEs; one statement is one transaction, so
 * it writes everything or nothing). Locks, in this order: the basket row (as every basket writer
 * does first, decision 0006), the basket's lines, and — only when those are exactly `lines` — the
 * lines' warehouse stock rows (store `stockStoreId`) in product-id order, so two sends never
 * deadlock. When every line's count is within its stock, it inserts the order (named from its id,
 * "З-000123" ru / "O-000123" en, at least six digits; `on conflict (user_id, idempotency_key) do
 * nothing`), its lines (each marked `from_auto_order` as its basket line is) and the first row of its status history (`new`, by its customer), lowers the
 * stock, empties the basket and records `basketUuid` (null: none sent) as its last uuid, and queues the
 * "order received" e-mails to the buyer and to staff (the mail outbox's fragment, docs/rules.md#mail-outbox). Every lock is released when the statement ends.
 * The stock lock and lowering are the stock writer's fragments (`outlets/stock`, docs/rules.md#stock-writes),
 * the emptying the basket's (`clearBasketSql`): this module writes only its own tables.
 */
export async function writeOrderStatement(
  db: Executor,
  options: {
    order: NewOrder;
    lines: NewOrderLine[];
    stockStoreId: number;
    basketId: number;
    basketUuid: string | null;
  },
): Promise<Placed> {
  const { order, lines, stockStoreId, basketId, basketUuid } = options;
  const prefix = order.version === 'en' ? 'O-' : 'З-';
  // The steps after createOrder run only when the order was written.
  const ordered = sql`exists (select 1 from o)`;
  const clear = clearBasketSql({ basketId, basketUuid, when: ordered });
  // The lines travel as one JSON parameter, so the statement's text is the same for every basket.
  const values = JSON.stringify(
    lines.map((l) => [l.productId, l.code, l.name, l.quantity, l.price, l.priceWithDiscount, l.sum]),
  );
  const rows = await queryRows<
    Partial<OrderDetailRow> & {
      unchanged: boolean;
      enough: boolean;
      stock: Record<string, number> | null;
      taken: number;
    }
  >(
    db,
    sql`with v as materialized (
        select (l->>0)::int as product_id, l->>1 as code, l->>2 as name, (l->>3)::int as quantity,
          (l->>4)::numeric as price, (l->>5)::numeric as price_with_discount, (l->>6)::numeric as sum
        from jsonb_array_elements(${values}::jsonb) l
      ),
      basket as materialized (select id from baskets where id = ${basketId}::int for update),
      held as materialized (
        select product_id, basket_count, from_auto_order from basket_lines
        where basket_id = (select id from basket)
        for update
      ),
      unchanged as materialized (
        select not exists (
          select 1 from v full join held h on h.product_id = v.product_id
          where h.basket_count is distinct from v.quantity
        ) as yes
      ),
      -- The stock writer's lock: the lines' warehouse rows in product-id order, as locked.
      locked as materialized (${lockWarehouseStockSql({
        storeId: stockStoreId,
        productIds: sql`select product_id from v`,
        when: sql`(select yes from unchanged)`,
      })}),
      enough as materialized (
        select (select yes from unchanged) and not exists (
          select 1 from v left join locked k on k.product_id = v.product_id
          where coalesce(k.quantity, 0) < v.quantity
        ) as yes
      ),
      o as (
        insert into orders (id, name, user_id, store_id, version, type, currency, sum, discount_sum,
          delivery, reference, delivery_date, idempotency_key)
        select n.id, ${prefix}::text || lpad(n.id::text, greatest(6, length(n.id::text)), '0'),
          ${order.userId}::int, ${order.storeId}::int, ${order.version}::text, ${order.type}::text,
          ${order.currency}::text, ${order.sum}::numeric, ${order.discountSum}::numeric,
          ${JSON.stringify(order.delivery)}::jsonb, ${order.reference}::text, ${order.deliveryDate}::date,
          ${order.idempotencyKey}::text
        from (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from enough where yes) n
        on conflict (user_id, idempotency_key) do nothing
        returning *
      ),
      -- The first row of the order's status history (docs/rules.md#order-status): its creation.
      h as (
        insert into order_status_history (order_id, status, user_id, created_at)
        select o.id, o.status, o.user_id, o.created_at from o
      ),
      -- The audit log's step (docs/rules.md#audit): who placed which order, for how much.
      a as (
        insert into audit_log (user_id, entity, entity_id, action, changes, created_at)
        select o.user_id, 'order', o.uuid::text, 'create',
          jsonb_build_object('name', o.name, 'sum', o.sum::text, 'currency', o.currency), o.created_at
        from o
      ),
      -- A line keeps whether its basket line came from an auto order (docs/rules.md#reports: sent);
      -- o exists only when unchanged, so held has every line of v.
      l as (
        insert into order_lines (order_id, product_id, code, name, quantity, price, price_with_discount, sum,
          from_auto_order)
        select o.id, v.product_id, v.code, v.name, v.quantity, v.price, v.price_with_discount, v.sum,
          bh.from_auto_order
        from o cross join v join held bh on bh.product_id = v.product_id
      ),
      -- Never below zero; enough made the stock cover every line, so every line's row is lowered.
      -- The outbox's step (docs/rules.md#mail-outbox): "order received" to the buyer, in their
      -- language, and to the staff address; sent after the commit by the mail.send job.
      mailed as (${queueMailSql(orderReceivedMailsSql)}),
      taken as (${lowerWarehouseStockSql({ storeId: stockStoreId, locked: 'locked', lines: 'v', when: ordered })}),
      cleared as (${clear.lines}),
      touched as (${clear.basket})
      select (select yes from unchanged) as unchanged, enough.yes as enough,
        (select json_object_agg(product_id, quantity) from locked) as stock,
        (select count(*) from taken)::int as taken,
        o.id, o.uuid::text as uuid, o.name, o.created_at, o.status, o.type, o.version, o.currency,
        o.sum::text as sum, o.discount_sum::text as discount_sum, o.delivery, o.reference,
        o.delivery_date::text as delivery_date, o.user_id, o.store_id, s.name as store_name, u.fullname, u.username, ${lines.length}::int as lines_count,
        null::int as invoice_id, ${CONTACT_PERSON_COLUMNS}
      from enough
        left join o on true
        left join stores s on s.id = o.store_id
        left join users u on u.id = o.user_id
        ${CONTACT_PERSON_JOIN}`,
    { name: 'order-send:place' },
  );
  const { unchanged, enough, stock, taken, ...row } = rows[0]!;
  if (!unchanged) return { kind: 'basket-changed' };
  if (!enough)
    return {
      kind: 'over-stock',
      stock: new Map(Object.entries(stock ?? {}).map(([id, quantity]) => [Number(id), quantity])),
    };
  if (row.id === null || row.id === undefined) return { kind: 'key-taken' };
  // Can't happen (enough holds under the locks); were it to, the order is there: make it loud.
  if (taken !== lines.length)
    throw new Error(`order ${row.id}: stock lowered on ${taken} of ${lines.length} lines`);
  return { kind: 'placed', order: row as OrderDetailRow };
}
