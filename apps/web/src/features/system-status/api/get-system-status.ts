import { SystemStatusResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/system-status → `{ data: SystemStatus }` (admin, docs/rules.md#system-status). */
export const getSystemStatus = (signal?: AbortSignal) =>
  api('services/system-status', { schema: SystemStatusResponse, signal });

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.systemStatus,
    queryFn: ({ signal }) => getSystemStatus(signal),
    select: (res) => res.data,
    refetchInterval: 30_000,
  });

/** The system status, refreshed every 30 s while the page is open. */
export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
