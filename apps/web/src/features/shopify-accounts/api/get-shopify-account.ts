import { ShopifyAccountResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/shopify/{id}: one of the caller's accounts; 404 when it is not theirs. */
export const getShopifyAccount = (id: number, signal?: AbortSignal) =>
  api(`profile/shopify/${id}`, { schema: ShopifyAccountResponse, signal });

export const shopifyAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.shopify.account(id),
    queryFn: ({ signal }) => getShopifyAccount(id, signal),
    select: (res) => res.data,
  });

export const useShopifyAccount = (id: number) => useQuery(shopifyAccountQueryOptions(id));
