import { ShopifyJobResponse } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /profile/shopify/{id}/orders/fetch → 202 the order-fetch job (the page polls it, then reloads the orders). */
export const fetchShopifyOrders = (id: number) =>
  api(`profile/shopify/${id}/orders/fetch`, { method: 'POST', schema: ShopifyJobResponse });

export const useFetchShopifyOrders = () => useMutation({ mutationFn: fetchShopifyOrders });
