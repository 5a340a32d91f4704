import {
  CURRENCIES,
  SHOPIFY_ACCOUNT_STATUSES,
  type ShopifyAccount,
  type ShopifyAccountStatus,
  ShopifyPriceRule,
} from '@kits/contract';
import type { AccountRow } from './shopify.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Whether Shopify's currency code is one of ours (docs/rules.md#shopify-account: publishing needs it). */
export const isOurCurrency = (code: string | null): boolean =>
  (CURRENCIES as readonly string[]).includes(code ?? '');

/** An account as its user sees it: never the token (docs/rules.md#shopify-account). */
export function toShopifyAccount(row: AccountRow): ShopifyAccount {
  const rule = ShopifyPriceRule.safeParse(row.price_rule);
  return {
    id: Number(row.id),
    shop_domain: row.shop_domain,
    name: row.name,
    status: (SHOPIFY_ACCOUNT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ShopifyAccountStatus)
      : 'unreachable',
    currency: row.currency,
    currency_supported: isOurCurrency(row.currency),
    published: Number(row.published),
    new_orders: Number(row.new_orders),
    price_rule: row.price_rule != null && rule.success ? rule.data : null,
    last_error: row.last_error,
    last_sync_at: isoOrNull(row.last_sync_at),
    orders_fetched_at: isoOrNull(row.orders_fetched_at),
    created_at: iso(row.created_at),
  };
}
