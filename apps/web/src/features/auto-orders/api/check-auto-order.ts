import { AutoOrderCheckResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET auto-order-frontend/check?store_id= (docs/rules.md#spec-7): is there a fresh auto order for the store? */
export const checkAutoOrder = (storeId: number) =>
  api('auto-order-frontend/check', { query: { store_id: storeId }, schema: AutoOrderCheckResponse });

export const autoOrderCheckQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: queryKeys.autoOrder.check(storeId),
    queryFn: () => checkAutoOrder(storeId),
    staleTime: 0,
    retry: false,
  });

/** Checked each time a page that asks for it is entered (staleTime 0, refetch on mount). */
export const useAutoOrderCheck = ({ storeId, enabled }: { storeId: number; enabled: boolean }) =>
  useQuery({ ...autoOrderCheckQueryOptions(storeId), enabled });
