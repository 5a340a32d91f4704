import { MoyskladConnectionResponse } from '@kits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { hasActiveRun } from '../utils/runs';

/** How often the connection is asked for while a run is queued or running, in ms. */
export const MOYSKLAD_POLL_MS = 1000;

/**
 * GET /services/moysklad → `{ data: MoyskladConnection }` (admin): the account (null = not
 * connected), the saved mapping, the webhooks, the last run of each kind (docs/moysklad.md).
 */
export const getMoyskladConnection = (signal?: AbortSignal) =>
  api('services/moysklad', { schema: MoyskladConnectionResponse, signal });

/** The connection, asked again every MOYSKLAD_POLL_MS while any run is queued or running, else not at all. */
export const moyskladConnectionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.moysklad.connection,
    queryFn: ({ signal }) => getMoyskladConnection(signal),
    select: (res) => res.data,
    refetchInterval: (query) => {
      const connection = query.state.data?.data;
      return connection && hasActiveRun(connection.runs) ? MOYSKLAD_POLL_MS : false;
    },
  });

/**
 * The connection (polled while a run goes); when the last active run finishes, the catalogue's
 * products and the stores are refreshed once (the sync has changed them).
 */
export function useMoyskladConnection() {
  const client = useQueryClient();
  const query = useQuery(moyskladConnectionQueryOptions());
  const active = !!query.data && hasActiveRun(query.data.runs);
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && !active) {
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
      void client.invalidateQueries({ queryKey: queryKeys.stores });
    }
    wasActive.current = active;
  }, [active, client]);
  return query;
}
