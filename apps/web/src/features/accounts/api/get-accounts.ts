import { AccountsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/counterparties/{id}/users → `{ data: Account[] }` by id (staff); 404 unknown counterparty. */
export const getAccounts = (counterpartyId: number, signal?: AbortSignal) =>
  api(`services/counterparties/${counterpartyId}/users`, { schema: AccountsResponse, signal });

export const accountsQueryOptions = (counterpartyId: number) =>
  queryOptions({
    queryKey: queryKeys.accounts.list(counterpartyId),
    queryFn: ({ signal }) => getAccounts(counterpartyId, signal),
    select: (res) => res.data,
  });

export const useAccounts = (counterpartyId: number) => useQuery(accountsQueryOptions(counterpartyId));
