import { type Outlet, type OutletInput, OutletResponse, OutletsResponse } from '@kits/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ifMatch } from '@/lib/record-version';

/** GET /services/counterparties/{id}/outlets → `{ data: Outlet[] }` by id. */
export const getOutlets = (id: number, signal?: AbortSignal) =>
  api(`services/counterparties/${id}/outlets`, { schema: OutletsResponse, signal });

export const outletsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.counterparties.outlets(id),
    queryFn: ({ signal }) => getOutlets(id, signal),
    select: (res) => res.data,
  });

export const useOutlets = (id: number) => useQuery(outletsQueryOptions(id));

/**
 * POST /services/counterparties/{id}/outlets (no `saved`: a new outlet, linked to every user of the
 * counterparty) or PATCH …/outlets/{storeId} → `{ data: Outlet }`; 422 with field errors; 412 with
 * the current outlet when someone saved it meanwhile.
 */
export const saveOutlet = ({
  id,
  saved,
  body,
}: {
  id: number;
  /** The outlet the dialog edits (its `etag` goes as If-Match: docs/rules.md#record-versions), null for a new one. */
  saved: Outlet | null;
  body: OutletInput;
}) =>
  api(`services/counterparties/${id}/outlets${saved === null ? '' : `/${saved.id}`}`, {
    method: saved === null ? 'POST' : 'PATCH',
    body,
    headers: saved === null ? undefined : ifMatch(saved.etag),
    schema: OutletResponse,
  });

/** Saves an outlet; the outlets, the card (its count) and the list refresh. */
export function useSaveOutlet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOutlet,
    onSuccess: (_res, { id }) => {
      void client.invalidateQueries({ queryKey: queryKeys.counterparties.outlets(id) });
      void client.invalidateQueries({ queryKey: queryKeys.counterparties.detail(id) });
      void client.invalidateQueries({ queryKey: queryKeys.counterparties.lists });
    },
  });
}
