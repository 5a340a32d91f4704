import { StoresResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /store (docs/rules.md#stores-call): the user's own stores, ordered by id. */
export const getStores = () => api('store', { schema: StoresResponse });

export const storesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stores, queryFn: getStores, staleTime: 5 * 60_000 });

/** The user's stores; call only when logged in (`enabled`). */
export const useStores = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...storesQueryOptions(), select: (res) => res.data, enabled });
