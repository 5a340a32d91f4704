import { MoyskladConnectionResponse, type MoyskladMapping } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/**
 * PUT /services/moysklad/mapping with the whole `MoyskladMapping` and If-Match: the `etag` of the
 * connection the form was filled from → 200 the connection; 412 with the current connection when
 * someone saved the mapping meanwhile (docs/rules.md#record-versions); 422 field errors keyed by path
 * (`stores.3.store_id`, `prices.RUB.wholesale`) (docs/moysklad.md).
 */
export const saveMoyskladMapping = ({ etag, body }: { etag: string; body: MoyskladMapping }) =>
  api('services/moysklad/mapping', {
    method: 'PUT',
    body,
    headers: ifMatch(etag),
    schema: MoyskladConnectionResponse,
  });

/** Saves the mapping: the answer becomes the cached connection (its runs, when the save queued any, are then polled). */
export function useSaveMoyskladMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMoyskladMapping,
    onSuccess: (res) => client.setQueryData(queryKeys.moysklad.connection, res),
  });
}
