import { RegistrationRequestResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/registration-requests/{id} → `{ data: RegistrationRequest }`; 404 when there is none. */
export const getRegistrationRequest = (id: number, signal?: AbortSignal) =>
  api(`services/registration-requests/${id}`, { schema: RegistrationRequestResponse, signal });

export const registrationRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.registrationRequests.detail(id),
    queryFn: ({ signal }) => getRegistrationRequest(id, signal),
  });

export const useRegistrationRequest = (id: number) => useQuery(registrationRequestQueryOptions(id));
