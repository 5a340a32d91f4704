import { ShopifyOrdersResponse } from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/shopify/{id}/orders: the shop's fetched paid orders holding our SKUs, newest first. */
export const getShopifyOrders = (id: number, signal?: AbortSignal) =>
  api(`profile/shopify/${id}/orders`, { schema: ShopifyOrdersResponse, signal });

export const useShopifyOrders = (id: number) =>
  useQuery({
    queryKey: queryKeys.shopify.orders(id),
    queryFn: ({ signal }) => getShopifyOrders(id, signal),
    select: (res) => res.data,
  });
