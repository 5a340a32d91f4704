import type { ShopifyOrder, ShopifyOrderState, ShopifyShippingAddress } from '@kits/contract';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { enqueueJob, type JobHandler, type PeriodicJob, PermanentJobError, readJob } from '../../jobs';
import { outboundPolicy } from '../../lib/outbound';
import { openSecret } from '../../lib/secret-box';
import { createShopifyClient } from './shopify.client';
import { ShopifyError } from './shopify.errors';
import { toShopifyJob } from './shopify.jobs.mappers';
import {
  fetchableAccountIds,
  findFetchAccount,
  findShopifyOrders,
  insertShopifyOrder,
  markOrdersFetched,
  productIdsByCode,
  type ShopifyOrderRow,
  type StoredOrderLine,
} from './shopify.orders.repository';
import { setAccountStatus } from './shopify.repository';
import { ownAccount } from './shopify.service';
import type { ShopifyOrderNode } from './shopify.shapes';
import { requireTokenKey } from './shopify.token';

/**
 * Orders back (docs/rules.md#shopify-orders): a shop's paid orders holding our SKUs are fetched —
 * every 5 minutes and on demand, as a `shopify.orders` job per account — and kept once each.
 */

export const ORDERS_JOB = 'shopify.orders';
/** Orders updated this long before the last fetch are read again (clocks and late writes). */
const OVERLAP_MS = 10 * 60 * 1000;
/** Pages of orders read per fetch at most (50 each). */
const MAX_PAGES = 40;

export const ordersJobKey = (accountId: number) => `${ORDERS_JOB}:${accountId}`;

const money = (amount: string) => Number(amount).toFixed(2);
const iso = (value: Date | string) => new Date(value).toISOString();

/** The buyer's shipping address of a node, every field a string. */
function shippingOf(node: ShopifyOrderNode): ShopifyShippingAddress | null {
  const a = node.shippingAddress;
  if (!a) return null;
  return {
    name: a.name ?? '',
    phone: a.phone ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    zip: a.zip ?? '',
    province: a.province ?? '',
    country_code: a.countryCodeV2 ?? '',
  };
}

/**
 * Reads the account's paid orders updated since its last fetch (less OVERLAP_MS) and stores
 * those with at least one line whose SKU is our product code, `on conflict do nothing` (never
 * twice). Answers `{ read, new }`. A refused token marks the account and fails for good; an
 * unreachable shop marks it and throws (the job retries with back-off).
 */
export async function fetchShopifyOrders(options: {
  db: Db;
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'DATA_DIR'
    | 'SHOPIFY_TOKEN_KEY'
    | 'SHOPIFY_ADMIN_URL'
    | 'OUTBOUND_ALLOWED_HOSTS'
    | 'FEED_ALLOWED_HOSTS'
  >;
  accountId: number;
  signal?: AbortSignal;
}): Promise<{ read: number; new: number }> {
  const { db, config, accountId } = options;
  const account = await findFetchAccount(db, accountId);
  if (!account) throw new PermanentJobError(`Shopify account ${accountId} is gone`);
  const key = requireTokenKey(config, 'en');
  const client = createShopifyClient({
    shop: account.shop_domain,
    token: openSecret(key, account.token_sealed),
    adminUrl: config.SHOPIFY_ADMIN_URL,
    policy: outboundPolicy(config),
    signal: options.signal,
  });
  const startedAt = new Date();
  const since = account.orders_fetched_at
    ? new Date(new Date(account.orders_fetched_at).getTime() - OVERLAP_MS).toISOString()
    : null;
  let read = 0;
  let created = 0;
  try {
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await client.orders({ updatedSince: since, after });
      read += answer.orders.length;
      created += await storeOrders(db, { accountId, orders: answer.orders });
      if (!answer.hasNextPage || !answer.endCursor) break;
      after = answer.endCursor;
    }
  } catch (err) {
    if (err instanceof ShopifyError) {
      const status = err.kind === 'refused' ? 'token_refused' : 'unreachable';
      await setAccountStatus(db, { id: accountId, status, lastError: err.message });
      if (err.kind === 'refused') throw new PermanentJobError(err.message);
    }
    throw err;
  }
  await markOrdersFetched(db, { id: accountId, at: startedAt });
  return { read, new: created };
}

/** Stores the orders holding our SKUs; answers how many were new. */
async function storeOrders(db: Executor, options: { accountId: number; orders: ShopifyOrderNode[] }) {
  const skus = options.orders
    .flatMap((o) => o.lineItems.nodes.map((l) => l.sku?.trim() ?? ''))
    .filter(Boolean);
  const ours = await productIdsByCode(db, [...new Set(skus)]);
  let created = 0;
  for (const node of options.orders) {
    const lines: StoredOrderLine[] = node.lineItems.nodes.map((l) => ({
      sku: l.sku?.trim() ?? '',
      title: l.name,
      quantity: l.quantity,
      price: money(l.originalUnitPriceSet.shopMoney.amount),
      productId: ours.get(l.sku?.trim() ?? '') ?? null,
    }));
    if (!lines.some((l) => l.productId !== null)) continue;
    const stored = await insertShopifyOrder(db, {
      accountId: options.accountId,
      shopifyOrderId: node.id,
      name: node.name,
      createdAt: node.createdAt,
      currency: node.currencyCode,
      total: money(node.totalPriceSet.shopMoney.amount),
      buyer: node.customer?.displayName ?? shippingOf(node)?.name ?? '',
      shipping: shippingOf(node),
      lines,
    });
    if (stored) created++;
  }
  return created;
}

/** The `shopify.orders` job: one account's fetch (payload `{ accountId }`). */
export const shopifyOrdersJobHandler: JobHandler<{ accountId: number }> = {
  kind: ORDERS_JOB,
  maxAttempts: 3,
  prompt: true,
  run: (job) =>
    fetchShopifyOrders({
      db: job.db,
      config: job.config,
      accountId: job.payload.accountId,
      signal: job.signal,
    }),
};

/** Every 5 minutes: a fetch per account whose token was not refused (one queued per account: its key). */
export const shopifyOrdersPeriodicJob: PeriodicJob = {
  name: ORDERS_JOB,
  everyMs: 5 * 60 * 1000,
  enqueue: async (db) => {
    for (const accountId of await fetchableAccountIds(db)) {
      await enqueueJob(db, { kind: ORDERS_JOB, key: ordersJobKey(accountId), payload: { accountId } });
    }
  },
};

/** POST /profile/shopify/{id}/orders/fetch: queues the account's fetch (or answers the one queued). */
export async function requestOrdersFetch(ctx: RequestContext, options: { db: Db; id: number }) {
  const account = await ownAccount(ctx, options);
  const { id } = await enqueueJob(options.db, {
    kind: ORDERS_JOB,
    key: ordersJobKey(account.id),
    payload: { accountId: account.id },
  });
  return { data: toShopifyJob((await readJob(options.db, id))!) };
}

/** A fetched order as its user sees it. */
export function toShopifyOrder(row: ShopifyOrderRow): ShopifyOrder {
  const codes = row.codes ?? {};
  return {
    id: Number(row.id),
    name: row.name,
    created_at: iso(row.shopify_created_at),
    currency: row.currency,
    total: row.total,
    buyer: row.buyer,
    shipping: (row.shipping as ShopifyShippingAddress | null) ?? null,
    lines: row.lines.map((l) => ({
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      price: l.price,
      product_code: l.productId === null ? null : (codes[String(l.productId)] ?? null),
    })),
    state: row.state as ShopifyOrderState,
    order_name: row.order_name,
    order_uuid: row.order_uuid,
  };
}

/** GET /profile/shopify/{id}/orders: the account's fetched orders, newest first. */
export async function listShopifyOrders(ctx: RequestContext, options: { db: Db; id: number }) {
  const account = await ownAccount(ctx, options);
  return { data: (await findShopifyOrders(options.db, account.id)).map(toShopifyOrder) };
}
