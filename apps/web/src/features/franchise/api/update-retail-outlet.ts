import { RetailOutletResponse, type RetailOutletUpdate } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /profile/services/retail-outlets/{id}: the saved auto-order sum and/or the report period. */
export const updateRetailOutlet = ({ id, changes }: { id: number; changes: RetailOutletUpdate }) =>
  api(`profile/services/retail-outlets/${id}`, {
    method: 'PATCH',
    body: changes,
    schema: RetailOutletResponse,
  });

/**
 * Saves an outlet's settings; the outlet lists, the ranking (the report period is its window) and
 * the session user (its current store carries both values) follow.
 */
export function useUpdateRetailOutlet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRetailOutlet,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.outlets.all }),
        client.invalidateQueries({ queryKey: queryKeys.stores }),
        client.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
