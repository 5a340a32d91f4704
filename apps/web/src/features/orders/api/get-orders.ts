import { type OrdersQuery, OrdersResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /orders (docs/rules.md#orders-list): a page of orders, newest first, 20 a page (`meta`). Customers get
 * their own; staff everybody's, narrowed by `customer`, `store_id`, `date_from`, `date_to`.
 */
export const getOrders = (query: Partial<OrdersQuery>, signal?: AbortSignal) =>
  api('orders', { query, schema: OrdersResponse, signal });

export const ordersQueryOptions = (query: Partial<OrdersQuery>) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
  });

/** The orders page for `query`; the previous page stays on screen while the next one loads. */
export const useOrders = (query: Partial<OrdersQuery>) =>
  useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
