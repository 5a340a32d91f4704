import { MoyskladConnectionResponse, type MoyskladMapping } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /services/moysklad/mapping with the whole `MoyskladMapping` → 200 the connection; 422 field
 * errors keyed by path (`stores.3.store_id`, `prices.RUB.wholesale`) (docs/moysklad.md).
 */
export const saveMoyskladMapping = (body: MoyskladMapping) =>
  api('services/moysklad/mapping', { method: 'PUT', body, schema: MoyskladConnectionResponse });

/** Saves the mapping: the answer becomes the cached connection (its runs, when the save queued any, are then polled). */
export function useSaveMoyskladMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMoyskladMapping,
    onSuccess: (res) => client.setQueryData(queryKeys.moysklad.connection, res),
  });
}
