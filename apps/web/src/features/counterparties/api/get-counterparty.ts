import { CounterpartyResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/counterparties/{id} → `{ data: Counterparty }`; 404 for an unknown one. */
export const getCounterparty = (id: number, signal?: AbortSignal) =>
  api(`services/counterparties/${id}`, { schema: CounterpartyResponse, signal });

export const counterpartyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.counterparties.detail(id),
    queryFn: ({ signal }) => getCounterparty(id, signal),
    select: (res) => res.data,
  });

export const useCounterparty = (id: number) => useQuery(counterpartyQueryOptions(id));
