import { type CapacityShelfInput, OutletCapacitiesResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/** The PUT body as the page builds it (`OutletCapacitiesPut` before parsing). */
export type CapacitiesPutBody = { shelves: CapacityShelfInput[] };

/**
 * PUT /services/outlets/{id}/capacities with `{ shelves }` (the whole list replaces the old one) and
 * If-Match: the `etag` of the shelves the editor loaded → 200 `{ data: { outlet, shelves, etag } }`;
 * 412 with the current shelves when someone saved them meanwhile (docs/rules.md#record-versions);
 * 422 with field `errors` keyed `shelves.N[.field]`.
 */
export const putOutletCapacities = ({
  id,
  etag,
  body,
}: {
  id: number;
  etag: string;
  body: CapacitiesPutBody;
}) =>
  api(`services/outlets/${id}/capacities`, {
    method: 'PUT',
    body,
    headers: ifMatch(etag),
    schema: OutletCapacitiesResponse,
  });

/**
 * Saves an outlet's shelves: its cache takes the answer, then it, its history and the outlets list refresh, and
 * so do the occupancy views that read the shelves (the retail-outlets page, the current store's
 * occupancy and `User.store_occupancy`).
 */
export function usePutOutletCapacities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putOutletCapacities,
    onSuccess: (res, { id }) => {
      client.setQueryData(queryKeys.storesCapacity.capacities(id), res);
      void client.invalidateQueries({ queryKey: queryKeys.storesCapacity.capacities(id) });
      void client.invalidateQueries({ queryKey: queryKeys.storesCapacity.outlets });
      void client.invalidateQueries({ queryKey: queryKeys.audit.entity('store', id) });
      void client.invalidateQueries({ queryKey: queryKeys.outlets.all });
      void client.invalidateQueries({ queryKey: queryKeys.storeOccupancy, exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.me, exact: true });
    },
  });
}
