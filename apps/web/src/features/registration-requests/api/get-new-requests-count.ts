import { RegistrationRequestsCountResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/registration-requests/count → `{ data: { new } }`: how many requests wait for a look. */
export const getNewRequestsCount = (signal?: AbortSignal) =>
  api('services/registration-requests/count', { schema: RegistrationRequestsCountResponse, signal });

export const newRequestsCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.registrationRequests.newCount,
    queryFn: ({ signal }) => getNewRequestsCount(signal),
    select: (answer) => answer.data.new,
    // A menu badge: fresh enough when read once a minute.
    staleTime: 60_000,
  });

/** The count of new requests for the services menu badge; only asked when `enabled` (managers). */
export const useNewRequestsCount = (enabled = true) =>
  useQuery({ ...newRequestsCountQueryOptions(), enabled });
