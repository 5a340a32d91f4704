import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { SHOPIFY_MARKUP_MAX, SHOPIFY_PRICE_BASES, SHOPIFY_PRICE_ENDINGS } from '../rules/shopify-price';
import { dbId, Money } from './common';

/*
 * Connected online-shop (Shopify) accounts of docs/rules.md#shopify-account: the calls under
 * /profile/shopify (GET profile/shopify/ of docs/rules.md#spec-7 and the ones issue 13 adds).
 * Every call is the caller's own: another user's account answers 404.
 */

/** connected: the last check or call worked; token_refused: Shopify answered 401/403; unreachable: no answer from the shop. */
export const SHOPIFY_ACCOUNT_STATUSES = ['connected', 'token_refused', 'unreachable'] as const;
export type ShopifyAccountStatus = (typeof SHOPIFY_ACCOUNT_STATUSES)[number];

/** A shop domain as Shopify gives it to custom apps: `name.myshopify.com` (lower case, no scheme or path). */
export const SHOPIFY_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;

/**
 * Trims, lower-cases and strips `https://` and a trailing path from what a user pasted, so
 * "https://My-Shop.myshopify.com/admin" becomes "my-shop.myshopify.com"; the result must match
 * SHOPIFY_DOMAIN_PATTERN.
 */
export function normaliseShopDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
}

/** The retail price rule of docs/rules.md#shopify-price-rule (see rules/shopify-price.ts). */
export const ShopifyPriceRule = z.object({
  basis: z._default(z.enum(SHOPIFY_PRICE_BASES), 'markup'),
  markup_percent: z._default(z.coerce.number().check(z.minimum(0), z.maximum(SHOPIFY_MARKUP_MAX)), 50),
  ending: z._default(z.enum(SHOPIFY_PRICE_ENDINGS), 'none'),
});
export type ShopifyPriceRule = z.infer<typeof ShopifyPriceRule>;

/**
 * A connected account as its user sees it. Never carries the token. `published`: products linked
 * to it (shopify_products); `new_orders`: fetched orders not yet brought in; timestamps ISO 8601.
 */
export const ShopifyAccount = z.object({
  id: z.int(),
  shop_domain: z.string(),
  name: z.string(),
  status: z.enum(SHOPIFY_ACCOUNT_STATUSES),
  /** The shop's currency code from Shopify (may be one we do not sell in). */
  currency: z.nullable(z.string()),
  /** The shop's currency is one of ours: publishing prices is possible. */
  currency_supported: z.boolean(),
  published: z.int(),
  new_orders: z.int(),
  price_rule: z.nullable(ShopifyPriceRule),
  last_error: z.nullable(z.string()),
  last_sync_at: z.nullable(z.string()),
  orders_fetched_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type ShopifyAccount = z.infer<typeof ShopifyAccount>;

/** GET /profile/shopify/: the caller's accounts, newest first. */
export const ShopifyAccountsResponse = z.object({ data: z.array(ShopifyAccount) });
/** One account (connect, reconnect, read). */
export const ShopifyAccountResponse = z.object({ data: ShopifyAccount });

/**
 * POST /profile/shopify body: the shop domain (normalised by normaliseShopDomain) and the Admin
 * API access token of the shop's custom app (`shpat_…`). 422 field errors: shop_domain (not a
 * *.myshopify.com domain, already connected, shop unreachable), access_token (empty, refused by
 * Shopify, missing scopes).
 */
export const ShopifyConnectBody = z.object({
  shop_domain: z.string().check(z.maxLength(255)),
  access_token: z.string().check(z.maxLength(512)),
});
export type ShopifyConnectBody = z.infer<typeof ShopifyConnectBody>;

/** PUT /profile/shopify/{id} body: a new access token for the account (its domain stays). */
export const ShopifyTokenBody = z.object({ access_token: z.string().check(z.maxLength(512)) });

/**
 * What to publish (POST /profile/shopify/{id}/publish, its preview, and the CSV download):
 * products of the categories (with their subcategories) and products by code, the union; at
 * least one of the two; the price rule.
 */
export const ShopifyPublishBody = z.object({
  category_ids: z._default(z.array(dbId()).check(z.maxLength(500)), []),
  product_codes: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(5000)),
    [],
  ),
  price_rule: ShopifyPriceRule,
});
export type ShopifyPublishBody = z.infer<typeof ShopifyPublishBody>;
export type ShopifyPublishInput = z.input<typeof ShopifyPublishBody>;

/** One product of a publish preview: its code, name in the request's language, the customer's price and the retail price to publish. */
export const ShopifyPreviewItem = z.object({
  code: z.string(),
  name: z.string(),
  price_with_discount: Money,
  retail_price: Money,
  stock: z.int(),
  pictures: z.int(),
  published: z.boolean(),
});
/** POST /profile/shopify/{id}/publish/preview: how many products the selection holds, the first 20 with prices, in `currency`. */
export const ShopifyPreviewResponse = z.object({
  data: z.object({
    count: z.int(),
    currency: z.enum(CURRENCIES),
    items: z.array(ShopifyPreviewItem),
  }),
});

export const SHOPIFY_JOB_KINDS = ['publish', 'stock', 'orders'] as const;
export type ShopifyJobKind = (typeof SHOPIFY_JOB_KINDS)[number];
export const SHOPIFY_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** The report of a finished publish: created and updated in the shop, failed with their reasons (by code). */
export const ShopifyPublishReport = z.object({
  created: z.int(),
  updated: z.int(),
  failed: z.array(z.object({ code: z.string(), reason: z.string() })),
});
export type ShopifyPublishReport = z.infer<typeof ShopifyPublishReport>;

/** The report of an order fetch: orders read from the shop and new ones holding our SKUs. */
export const ShopifyOrdersReport = z.object({ read: z.int(), new: z.int() });

/**
 * A background job of an account (publish, stock push, order fetch) as its page polls it:
 * `progress` done/total products or orders; `report` when done; `error` when failed.
 */
export const ShopifyJob = z.object({
  id: z.int(),
  kind: z.enum(SHOPIFY_JOB_KINDS),
  status: z.enum(SHOPIFY_JOB_STATUSES),
  progress: z.object({ done: z.int(), total: z.int() }),
  report: z.nullable(z.union([ShopifyPublishReport, ShopifyOrdersReport])),
  error: z.nullable(z.string()),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type ShopifyJob = z.infer<typeof ShopifyJob>;
/** POST …/publish and POST …/orders/fetch (202), GET …/jobs/{jobId}. */
export const ShopifyJobResponse = z.object({ data: ShopifyJob });
/** GET /profile/shopify/{id}/jobs: the account's latest jobs, newest first (at most 20). */
export const ShopifyJobsResponse = z.object({ data: z.array(ShopifyJob) });

export const SHOPIFY_ORDER_STATES = ['new', 'in_basket', 'ordered'] as const;
export type ShopifyOrderState = (typeof SHOPIFY_ORDER_STATES)[number];

/** One line of a shop order: `product_code` is ours when the SKU is one of our codes, else null (not brought in). */
export const ShopifyOrderLine = z.object({
  sku: z.string(),
  title: z.string(),
  quantity: z.int(),
  price: Money,
  product_code: z.nullable(z.string()),
});

/** The buyer's shipping address as the shop gave it. */
export const ShopifyShippingAddress = z.object({
  name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  province: z.string(),
  country_code: z.string(),
});
export type ShopifyShippingAddress = z.infer<typeof ShopifyShippingAddress>;

/**
 * A paid shop order holding our SKUs: `name` is Shopify's number (#1001); `state` new, in_basket
 * (its lines were put in the basket) or ordered (`order_name`/`order_uuid` is our order).
 */
export const ShopifyOrder = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  currency: z.string(),
  total: Money,
  buyer: z.string(),
  shipping: z.nullable(ShopifyShippingAddress),
  lines: z.array(ShopifyOrderLine),
  state: z.enum(SHOPIFY_ORDER_STATES),
  order_name: z.nullable(z.string()),
  order_uuid: z.nullable(z.string()),
});
export type ShopifyOrder = z.infer<typeof ShopifyOrder>;
/** GET /profile/shopify/{id}/orders: the account's fetched orders, newest first. */
export const ShopifyOrdersResponse = z.object({ data: z.array(ShopifyOrder) });
/** POST …/orders/{orderId}/basket and …/orders/{orderId}/order: the shop order after it was brought in, and a message. */
export const ShopifyOrderResponse = z.object({ data: ShopifyOrder, message: z.string() });
