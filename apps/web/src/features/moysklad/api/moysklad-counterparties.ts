import { MoyskladCounterpartiesImportResponse, MoyskladCounterpartiesPreviewResponse } from '@kits/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /services/moysklad/counterparties → МойСклад's legal entities and sole traders with their
 * requisites and what the import would do with each (docs/moysklad.md §Counterparties).
 */
export const getMoyskladCounterparties = (signal?: AbortSignal) =>
  api('services/moysklad/counterparties', { schema: MoyskladCounterpartiesPreviewResponse, signal });

/** POST /services/moysklad/counterparties/import → `{ created, linked, already_linked, skipped }`. */
export const importMoyskladCounterparties = () =>
  api('services/moysklad/counterparties/import', {
    method: 'POST',
    schema: MoyskladCounterpartiesImportResponse,
  });

export const moyskladCounterpartiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.moysklad.counterparties,
    queryFn: ({ signal }) => getMoyskladCounterparties(signal),
    select: (res) => res.data,
  });

/** The preview, asked for only once `enabled` (it reads every counterparty of the account). */
export const useMoyskladCounterparties = (enabled: boolean) =>
  useQuery({ ...moyskladCounterpartiesQueryOptions(), enabled });

/** Runs the import; the preview is read again afterwards. */
export function useImportMoyskladCounterparties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importMoyskladCounterparties,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.moysklad.counterparties, exact: true }),
  });
}
