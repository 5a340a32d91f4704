import { OutletCapacitiesResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/outlets/{id}/capacities → `{ data: { outlet, shelves } }`: the outlet and its
 * shelves (docs/rules.md#occupancy-entry) with the units on them and on the way; 404 for a store that is
 * no retail outlet.
 */
export const getOutletCapacities = (id: number, signal?: AbortSignal) =>
  api(`services/outlets/${id}/capacities`, { schema: OutletCapacitiesResponse, signal });

export const outletCapacitiesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.storesCapacity.capacities(id),
    queryFn: ({ signal }) => getOutletCapacities(id, signal),
    select: (res) => res.data,
  });

export const useOutletCapacities = (id: number) => useQuery(outletCapacitiesQueryOptions(id));
