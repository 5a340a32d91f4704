import {
  normaliseShopDomain,
  SHOPIFY_DOMAIN_PATTERN,
  type ShopifyAccount,
  type ShopifyConnectBody,
  type TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { outboundPolicy } from '../../lib/outbound';
import { createShopifyClient } from './shopify.client';
import { ShopifyError } from './shopify.errors';
import { toShopifyAccount } from './shopify.mappers';
import { shopifyMessage } from './shopify.messages';
import {
  type AccountRow,
  deleteAccount,
  findAccount,
  findAccounts,
  hasAccountOf,
  insertAccount,
  updateAccountShop,
} from './shopify.repository';
import type { ShopInfo } from './shopify.shapes';
import { requireTokenKey, sealToken } from './shopify.token';

/**
 * Connected Shopify accounts (docs/rules.md#shopify-account): a warehouse-level customer connects
 * their own shops with a custom app's Admin API token, checked at once with the `shop` query and
 * kept sealed. Every call is the caller's own: another user's account answers 404, a user who may
 * not order 403, a guest 401.
 */

type ShopifyConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'SHOPIFY_TOKEN_KEY'
  | 'SHOPIFY_ADMIN_URL'
  | 'OUTBOUND_ALLOWED_HOSTS'
  | 'FEED_ALLOWED_HOSTS'
>;

/** The caller's user id when they may connect shops (warehouse level); 401 anonymous, 403 otherwise. */
export function shopifyUserId(ctx: RequestContext): number {
  const user = ctx.requireUser();
  if (!ctx.isWarehouseLevel)
    throw new AppError('FORBIDDEN', { message: shopifyMessage(ctx.lang, 'forbidden') });
  return user.id;
}

/** The caller's account `id` (with the sealed token, for the services), or NOT_FOUND (404). */
export async function ownAccount(
  ctx: RequestContext,
  options: { db: Executor; id: number; lock?: boolean },
): Promise<AccountRow> {
  const userId = shopifyUserId(ctx);
  const row = await findAccount(options.db, { id: options.id, userId, lock: options.lock });
  if (!row) throw new AppError('NOT_FOUND', { message: shopifyMessage(ctx.lang, 'notFound') });
  return row;
}

/** GET /profile/shopify: the caller's accounts, newest first. */
export async function listShopifyAccounts(
  ctx: RequestContext,
  options: { db: Db },
): Promise<{ data: ShopifyAccount[] }> {
  const rows = await findAccounts(options.db, shopifyUserId(ctx));
  return { data: rows.map(toShopifyAccount) };
}

/** GET /profile/shopify/{id}. */
export async function readShopifyAccount(ctx: RequestContext, options: { db: Db; id: number }) {
  return { data: toShopifyAccount(await ownAccount(ctx, options)) };
}

/**
 * The shop behind `token`, asked with the `shop` query; a refused token is a 422 on access_token,
 * a shop that does not answer (or answers nonsense) a 422 on shop_domain.
 */
async function checkShop(
  lang: TextLanguage,
  options: { config: ShopifyConfig; domain: string; token: string },
): Promise<ShopInfo> {
  try {
    return await createShopifyClient({
      shop: options.domain,
      token: options.token,
      adminUrl: options.config.SHOPIFY_ADMIN_URL,
      policy: outboundPolicy(options.config),
      // Someone is waiting: one retry of a 429/503/lost request, two of a THROTTLED answer.
      retries: 1,
      throttleRetries: 2,
    }).shop();
  } catch (err) {
    if (!(err instanceof ShopifyError)) throw err;
    if (err.kind === 'refused') {
      throwIfErrors({ access_token: [shopifyMessage(lang, 'tokenRefused')] });
    }
    throwIfErrors({ shop_domain: [shopifyMessage(lang, 'unreachable', { domain: options.domain })] });
    throw err;
  }
}

/** The trimmed token, or 422 on access_token when empty. */
function tokenOf(lang: TextLanguage, raw: string): string {
  const token = raw.trim();
  if (!token) throwIfErrors({ access_token: [shopifyMessage(lang, 'emptyToken')] });
  return token;
}

/**
 * POST /profile/shopify: connects the shop. 422 shop_domain (not *.myshopify.com, already
 * connected, unreachable), access_token (empty, refused); 503 without a sealing key. The account
 * and its audit row are written in one transaction.
 */
export async function connectShopifyAccount(
  ctx: RequestContext,
  options: { db: Db; config: ShopifyConfig; body: ShopifyConnectBody },
): Promise<{ data: ShopifyAccount }> {
  const { db, config, body } = options;
  const userId = shopifyUserId(ctx);
  const key = requireTokenKey(config, ctx.lang);
  const domain = normaliseShopDomain(body.shop_domain);
  const errors: Record<string, string[]> = {};
  if (!SHOPIFY_DOMAIN_PATTERN.test(domain)) errors.shop_domain = [shopifyMessage(ctx.lang, 'badDomain')];
  if (!body.access_token.trim()) errors.access_token = [shopifyMessage(ctx.lang, 'emptyToken')];
  throwIfErrors(errors);
  const alreadyConnected = () =>
    throwIfErrors({ shop_domain: [shopifyMessage(ctx.lang, 'alreadyConnected', { domain })] });
  if (await hasAccountOf(db, { userId, domain })) alreadyConnected();
  const token = tokenOf(ctx.lang, body.access_token);
  const shop = await checkShop(ctx.lang, { config, domain, token });
  const id = await db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      userId,
      domain,
      name: shop.name,
      tokenSealed: sealToken(key, token),
      currency: shop.currencyCode,
      locationId: shop.locationId,
    });
    if (created === undefined) return undefined;
    await insertAudit(tx, {
      userId,
      entity: 'shopify_account',
      entityId: created,
      action: 'create',
      changes: { shop_domain: domain, name: shop.name, currency: shop.currencyCode },
    });
    return created;
  });
  if (id === undefined) alreadyConnected();
  const row = await ownAccount(ctx, { db, id: id! });
  return { data: toShopifyAccount(row) };
}

/**
 * PUT /profile/shopify/{id}: a new token, checked like a connection (422 access_token empty or
 * refused, or a token of another shop; shop_domain unreachable); the old token stays on failure.
 */
export async function replaceShopifyToken(
  ctx: RequestContext,
  options: { db: Db; config: ShopifyConfig; id: number; accessToken: string },
): Promise<{ data: ShopifyAccount }> {
  const { db, config } = options;
  const key = requireTokenKey(config, ctx.lang);
  const account = await ownAccount(ctx, { db, id: options.id });
  const token = tokenOf(ctx.lang, options.accessToken);
  const shop = await checkShop(ctx.lang, { config, domain: account.shop_domain, token });
  if (shop.myshopifyDomain && shop.myshopifyDomain !== account.shop_domain) {
    const params = { domain: shop.myshopifyDomain, expected: account.shop_domain };
    throwIfErrors({ access_token: [shopifyMessage(ctx.lang, 'otherShopToken', params)] });
  }
  await db.transaction(async (tx) => {
    await updateAccountShop(tx, {
      id: account.id,
      name: shop.name,
      tokenSealed: sealToken(key, token),
      currency: shop.currencyCode,
      locationId: shop.locationId,
    });
    await insertAudit(tx, {
      userId: account.user_id,
      entity: 'shopify_account',
      entityId: account.id,
      action: 'token',
      changes: { status: [account.status, 'connected'] },
    });
  });
  return { data: toShopifyAccount(await ownAccount(ctx, { db, id: account.id })) };
}

/** DELETE /profile/shopify/{id}: the account, its product links and fetched orders; the shop's products stay. */
export async function disconnectShopifyAccount(
  ctx: RequestContext,
  options: { db: Db; id: number },
): Promise<{ message: string }> {
  const { db } = options;
  const account = await ownAccount(ctx, { db, id: options.id });
  await db.transaction(async (tx) => {
    await deleteAccount(tx, { id: account.id, userId: account.user_id });
    await insertAudit(tx, {
      userId: account.user_id,
      entity: 'shopify_account',
      entityId: account.id,
      action: 'delete',
      changes: { shop_domain: account.shop_domain, published: account.published },
    });
  });
  return { message: shopifyMessage(ctx.lang, 'disconnected', { name: account.name }) };
}
