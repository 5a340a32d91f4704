import { StoreOccupancyResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /store/occupancy: the current store's shelves (docs/rules.md#occupancy-entry with its name, category
 * name, units in the caller's basket, store-level percent and overflow) and the cost-weighted
 * occupancy per category and overall (docs/rules.md#spec-9). The server counts the basket, whose lines do not
 * carry the size and premium type a shelf is matched by.
 */
export const getStoreOccupancy = () => api('store/occupancy', { schema: StoreOccupancyResponse });

export const storeOccupancyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.storeOccupancy, queryFn: getStoreOccupancy, staleTime: 0 });

/** The occupancy of the modal; refetched on every opening, as the basket may have changed. */
export const useStoreOccupancy = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...storeOccupancyQueryOptions(), select: (res) => res.data, enabled });
