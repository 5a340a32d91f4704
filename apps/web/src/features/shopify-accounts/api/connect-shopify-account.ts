import { ShopifyAccountResponse, type ShopifyConnectBody } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /profile/shopify with `{ shop_domain, access_token }` → 201 the account, checked at once
 * with Shopify's `shop` query; 422 field errors `shop_domain` (not *.myshopify.com, already
 * connected, unreachable) and `access_token` (empty, refused, missing scopes).
 */
export const connectShopifyAccount = (body: ShopifyConnectBody) =>
  api('profile/shopify', { method: 'POST', body, schema: ShopifyAccountResponse });

/** Connects a shop; the accounts list refreshes. */
export function useConnectShopifyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectShopifyAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shopify.accounts }),
  });
}
