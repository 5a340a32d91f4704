import { ShopifyAccountsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/shopify/ (docs/rules.md#spec-7): the caller's connected shops, newest first; 403 below warehouse level. */
export const getShopifyAccounts = (signal?: AbortSignal) =>
  api('profile/shopify', { schema: ShopifyAccountsResponse, signal });

export const shopifyAccountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shopify.accounts,
    queryFn: ({ signal }) => getShopifyAccounts(signal),
    select: (res) => res.data,
    staleTime: 30_000,
  });

/** The connected accounts; `enabled` false skips the call (users below warehouse level). */
export const useShopifyAccounts = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...shopifyAccountsQueryOptions(), enabled });
