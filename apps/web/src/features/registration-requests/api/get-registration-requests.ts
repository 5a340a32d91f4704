import { type RegistrationRequestsQuery, RegistrationRequestsResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The inbox query as the page sends it (defaults left to the server). */
export type RequestsQuery = Partial<RegistrationRequestsQuery>;

/**
 * GET /services/registration-requests?status=&kind=&version=&from=&to=&q=&page= →
 * `{ data: RegistrationRequest[], meta }`, newest first, 25 a page (docs/rules.md#request-status).
 */
export const getRegistrationRequests = (query: RequestsQuery, signal?: AbortSignal) =>
  api('services/registration-requests', { query, schema: RegistrationRequestsResponse, signal });

export const registrationRequestsQueryOptions = (query: RequestsQuery) =>
  queryOptions({
    queryKey: queryKeys.registrationRequests.list(query),
    queryFn: ({ signal }) => getRegistrationRequests(query, signal),
  });

/** A page of the inbox; the previous page stays while the next loads. */
export const useRegistrationRequests = (query: RequestsQuery) =>
  useQuery({ ...registrationRequestsQueryOptions(query), placeholderData: keepPreviousData });
