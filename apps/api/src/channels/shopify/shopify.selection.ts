import { CURRENCIES, type Currency, type ShopifyPublishBody, shopifyRetailPrice } from '@kits/contract';
import type { FastifyRequest } from 'fastify';
import { mediaUrl } from '../../catalogue/catalog';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { throwIfErrors } from '../../lib/app-error';
import { isOurCurrency } from './shopify.mappers';
import { shopifyMessage } from './shopify.messages';
import {
  countSelection,
  existingCategories,
  existingCodes,
  findSelection,
  type SelectionRow,
  type SelectionScope,
} from './shopify.repository';

/**
 * The products a publish, its preview and the Shopify CSV take (docs/rules.md#shopify-account,
 * docs/rules.md#shopify-price-rule): the categories (with their subcategories) ∪ the codes of the
 * body, each with its texts in the caller's language, absolute picture URLs, the customer's price
 * with discount, the catalogue's retail price and the warehouse stock, and the retail price the
 * rule gives.
 */

/** One product to publish; money as "1234.50" strings in `currency`. */
export type PublishProduct = {
  id: number;
  code: string;
  title: string;
  /** The description as HTML (our texts are plain: paragraphs and line breaks). */
  descriptionHtml: string;
  /** The category's name. */
  productType: string;
  /** Hashtags, without `#`. */
  tags: string[];
  /** Absolute URLs, the main picture first. */
  pictureUrls: string[];
  wholesale: string;
  priceWithDiscount: string;
  retail: string;
  /** The price to publish (docs/rules.md#shopify-price-rule). */
  retailPrice: string;
  /** Warehouse stock, whole units (docs/rules.md#spec-9). */
  stock: number;
  /** Ids in the account's shop when published there already (publish updates them in place). */
  shopifyProductId: string | null;
  shopifyVariantId: string | null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text as HTML: blank lines part paragraphs, single line breaks become `<br>`. */
export function textToHtml(text: string | null): string {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The origin picture links start with: PUBLIC_URL, else the request's own. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * 422 when the body names nothing (category_ids), an unknown category (category_ids) or an unknown
 * product code (product_codes).
 */
export async function checkSelection(
  ctx: RequestContext,
  options: { db: Executor; body: ShopifyPublishBody },
) {
  const { db, body } = options;
  const categoryIds = [...new Set(body.category_ids)];
  const codes = [...new Set(body.product_codes.map((c) => c.trim()))];
  if (categoryIds.length === 0 && codes.length === 0) {
    throwIfErrors({ category_ids: [shopifyMessage(ctx.lang, 'emptySelection')] });
  }
  const [knownCategories, knownCodes] = await Promise.all([
    existingCategories(db, categoryIds),
    existingCodes(db, codes),
  ]);
  const errors: Record<string, string[]> = {};
  const unknownIds = categoryIds.filter((id) => !knownCategories.includes(id));
  if (unknownIds.length)
    errors.category_ids = [shopifyMessage(ctx.lang, 'unknownCategories', { ids: unknownIds.join(', ') })];
  const unknownCodes = codes.filter((c) => !knownCodes.includes(c));
  if (unknownCodes.length) {
    const shown = unknownCodes.slice(0, 20).join(', ') + (unknownCodes.length > 20 ? '…' : '');
    errors.product_codes = [shopifyMessage(ctx.lang, 'unknownCodes', { codes: shown })];
  }
  throwIfErrors(errors);
}

/** The shop's currency when it is one of ours, else 422 (publishing prices in it is impossible). */
export function publishCurrency(ctx: RequestContext, account: { currency: string | null }): Currency {
  if (!isOurCurrency(account.currency)) {
    const params = { currency: account.currency ?? '—', currencies: CURRENCIES.join(', ') };
    throwIfErrors({ currency: [shopifyMessage(ctx.lang, 'currencyUnsupported', params)] });
  }
  return account.currency as Currency;
}

const scopeOf = (
  ctx: RequestContext,
  options: { body: ShopifyPublishBody; currency: Currency; accountId?: number | null },
): SelectionScope => ({
  categoryIds: [...new Set(options.body.category_ids)],
  codes: [...new Set(options.body.product_codes.map((c) => c.trim()))],
  currency: options.currency,
  discount: ctx.discount,
  priceTypeId: ctx.priceTypeId,
  mainStoreId: ctx.mainStoreId,
  lang: ctx.lang,
  accountId: options.accountId ?? null,
});

function toPublishProduct(
  row: SelectionRow,
  options: { body: ShopifyPublishBody; discount: number; baseUrl: string },
): PublishProduct {
  const prices = { wholesale: row.wholesale, retail: row.retail, discount: options.discount };
  return {
    id: Number(row.id),
    code: row.code,
    title: row.name,
    descriptionHtml: textToHtml(row.description),
    productType: row.category ?? '',
    tags: row.tags.map((t) => t.replace(/^#+/, '')),
    pictureUrls: row.pictures.map((file) => `${options.baseUrl}${mediaUrl(file)}`),
    wholesale: row.wholesale,
    priceWithDiscount: row.price_with_discount,
    retail: row.retail,
    retailPrice: shopifyRetailPrice(prices, options.body.price_rule),
    stock: Number(row.stock),
    shopifyProductId: row.shopify_product_id,
    shopifyVariantId: row.shopify_variant_id,
  };
}

/**
 * Up to `limit` products of the selection after product id `afterId`, by id (keyset pages: pass
 * the last id for the next page). `currency`: the shop's (publish, preview), default the caller's
 * store currency (CSV). `accountId`: fills the shop's ids of products published there. Call
 * checkSelection first for 422s; this reads what exists.
 */
export async function selectPublishProducts(
  ctx: RequestContext,
  options: {
    db: Executor;
    body: ShopifyPublishBody;
    baseUrl: string;
    afterId?: number;
    limit: number;
    currency?: Currency;
    accountId?: number | null;
  },
): Promise<PublishProduct[]> {
  const currency = options.currency ?? (await ctx.storeSettings(options.db)).currency;
  const rows = await findSelection(options.db, {
    scope: scopeOf(ctx, { ...options, currency }),
    afterId: options.afterId ?? 0,
    limit: options.limit,
  });
  return rows.map((row) => toPublishProduct(row, { ...options, discount: ctx.discount }));
}

/** How many products selectPublishProducts would give in all. */
export async function countPublishProducts(
  ctx: RequestContext,
  options: { db: Executor; body: ShopifyPublishBody; currency?: Currency },
): Promise<number> {
  const currency = options.currency ?? (await ctx.storeSettings(options.db)).currency;
  return countSelection(options.db, scopeOf(ctx, { ...options, currency }));
}
