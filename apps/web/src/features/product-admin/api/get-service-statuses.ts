import { ServiceStatusesResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/statuses → the status slugs a product may carry, with their names. */
export const getServiceStatuses = () => api('services/statuses', { schema: ServiceStatusesResponse });

export const serviceStatusesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.statuses,
    queryFn: getServiceStatuses,
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

export const useServiceStatuses = () => useQuery(serviceStatusesQueryOptions());
