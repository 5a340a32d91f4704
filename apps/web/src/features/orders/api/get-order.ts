import { OrderResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /orders/{uuid} (docs/rules.md#orders-list): one order with its lines, delivery data and, for managers, the
 * stock-system link. ApiError 404 when it is not the caller's (staff: unknown).
 */
export const getOrder = (uuid: string, signal?: AbortSignal) =>
  api(`orders/${uuid}`, { schema: OrderResponse, signal }).then((res) => res.data);

export const orderQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(uuid),
    queryFn: ({ signal }) => getOrder(uuid, signal),
  });

/** One order; a 404 is not retried. */
export const useOrder = (uuid: string) => useQuery({ ...orderQueryOptions(uuid), retry: false });
