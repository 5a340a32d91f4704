import { RetailOutletsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /profile/services/retail-outlets: the user's retail outlets, ordered by id. */
export const getRetailOutlets = () =>
  api('profile/services/retail-outlets', { schema: RetailOutletsResponse });

export const retailOutletsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.outlets.list, queryFn: getRetailOutlets, staleTime: 60_000 });

export const useRetailOutlets = () => useQuery({ ...retailOutletsQueryOptions(), select: (res) => res.data });
