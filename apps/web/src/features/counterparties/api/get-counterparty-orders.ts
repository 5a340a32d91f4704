import { CounterpartyOrdersResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/counterparties/{id}/orders?page= → `{ data: CounterpartyOrder[], meta }`, newest first, 25 a page. */
export const getCounterpartyOrders = (id: number, page: number, signal?: AbortSignal) =>
  api(`services/counterparties/${id}/orders`, {
    query: { page },
    schema: CounterpartyOrdersResponse,
    signal,
  });

export const counterpartyOrdersQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.counterparties.orders(id, page),
    queryFn: ({ signal }) => getCounterpartyOrders(id, page, signal),
  });

export const useCounterpartyOrders = (id: number, page: number) =>
  useQuery({ ...counterpartyOrdersQueryOptions(id, page), placeholderData: keepPreviousData });
