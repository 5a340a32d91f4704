import { OrderBuyersResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /orders/buyers (docs/rules.md#company-orders): who placed the orders the user may see, by name. */
export const getOrderBuyers = () => api('orders/buyers', { schema: OrderBuyersResponse });

export const orderBuyersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orderBuyers,
    queryFn: getOrderBuyers,
    select: (res) => res.data,
    staleTime: 60_000,
  });

/** The buyer filter's choices. */
export const useOrderBuyers = () => useQuery(orderBuyersQueryOptions());
