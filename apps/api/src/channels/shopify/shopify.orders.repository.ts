import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the shop orders fetched back (docs/rules.md#shopify-orders): shopify_orders and what it links to. */

/** A stored line: `productId` is ours when the SKU is one of our codes. */
export type StoredOrderLine = {
  sku: string;
  title: string;
  quantity: number;
  price: string;
  productId: number | null;
};

export type ShopifyOrderRow = {
  id: number;
  account_id: number;
  shopify_order_id: string;
  name: string;
  shopify_created_at: Date | string;
  currency: string;
  total: string;
  buyer: string;
  shipping: Record<string, string> | null;
  lines: StoredOrderLine[];
  state: string;
  order_id: number | null;
  order_name: string | null;
  order_uuid: string | null;
  /** Our product codes by product id, for the lines. */
  codes: Record<string, string> | null;
};

const ORDER_COLUMNS = sql`so.id, so.account_id, so.shopify_order_id, so.name, so.shopify_created_at, so.currency,
  so.total::text as total, so.buyer, so.shipping, so.lines, so.state, so.order_id, o.name as order_name,
  o.uuid::text as order_uuid,
  (select jsonb_object_agg(p.id::text, p.code) from products p
    where p.id in (select (l->>'productId')::int from jsonb_array_elements(so.lines) l where l->>'productId' is not null))
    as codes`;

/** The account's fetched orders, newest first. */
export function findShopifyOrders(db: Executor, accountId: number): Promise<ShopifyOrderRow[]> {
  return queryRows<ShopifyOrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from shopify_orders so left join orders o on o.id = so.order_id
      where so.account_id = ${accountId} order by so.shopify_created_at desc, so.id desc`,
  );
}

/** One fetched order of the account; `lock`: for update (bringing it in). */
export async function findShopifyOrder(
  db: Executor,
  options: { accountId: number; id: number; lock?: boolean },
): Promise<ShopifyOrderRow | undefined> {
  const [row] = await queryRows<ShopifyOrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from shopify_orders so left join orders o on o.id = so.order_id
      where so.account_id = ${options.accountId} and so.id = ${options.id}${options.lock ? sql` for update of so` : sql``}`,
  );
  return row;
}

/** Product ids of our codes among `codes` (SKUs), by code. */
export async function productIdsByCode(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from products where code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** Stores a fetched order once: nothing when the account has it already (answers whether it was new). */
export async function insertShopifyOrder(
  db: Executor,
  order: {
    accountId: number;
    shopifyOrderId: string;
    name: string;
    createdAt: string;
    currency: string;
    total: string;
    buyer: string;
    shipping: Record<string, string> | null;
    lines: StoredOrderLine[];
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into shopify_orders (account_id, shopify_order_id, name, shopify_created_at, currency, total, buyer,
        shipping, lines)
      values (${order.accountId}, ${order.shopifyOrderId}, ${order.name}, ${order.createdAt}::timestamptz,
        ${order.currency}, ${order.total}::numeric, ${order.buyer}, ${order.shipping === null ? null : JSON.stringify(order.shipping)}::jsonb,
        ${JSON.stringify(order.lines)}::jsonb)
      on conflict (account_id, shopify_order_id) do nothing
      returning id`,
  );
  return rows.length > 0;
}

/** Marks the order brought in: in_basket, or ordered with our order's id. */
export async function setShopifyOrderState(
  db: Executor,
  options: { id: number; state: 'in_basket' | 'ordered'; orderId?: number | null },
): Promise<void> {
  await db.execute(
    sql`update shopify_orders set state = ${options.state}, order_id = ${options.orderId ?? null},
      brought_in_at = now() where id = ${options.id}`,
  );
}

/** An account as a background fetch needs it (no owner check: the job was queued for it). */
export type FetchAccountRow = {
  id: number;
  user_id: number;
  shop_domain: string;
  token_sealed: string;
  status: string;
  orders_fetched_at: Date | string | null;
};

export async function findFetchAccount(db: Executor, id: number): Promise<FetchAccountRow | undefined> {
  const [row] = await queryRows<FetchAccountRow>(
    db,
    sql`select id, user_id, shop_domain, token_sealed, status, orders_fetched_at from shopify_accounts where id = ${id}`,
  );
  return row;
}

/** Ids of the accounts whose orders the periodic fetch reads: all but those whose token was refused. */
export async function fetchableAccountIds(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shopify_accounts where status <> 'token_refused' order by id`,
  );
  return rows.map((r) => Number(r.id));
}

/** After a fetch: the time it read up to, status connected. */
export async function markOrdersFetched(db: Executor, options: { id: number; at: Date }): Promise<void> {
  await db.execute(
    sql`update shopify_accounts set orders_fetched_at = ${options.at.toISOString()}::timestamptz,
      last_sync_at = now(), status = 'connected', last_error = null where id = ${options.id}`,
  );
}
