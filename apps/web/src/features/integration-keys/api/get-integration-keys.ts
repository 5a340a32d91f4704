import { IntegrationKeysResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/integration-keys → `{ data: IntegrationKey[] }` (admin), newest first; never a secret. */
export const getIntegrationKeys = (signal?: AbortSignal) =>
  api('services/integration-keys', { schema: IntegrationKeysResponse, signal });

export const integrationKeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.integrationKeys,
    queryFn: ({ signal }) => getIntegrationKeys(signal),
    select: (res) => res.data,
  });

/** Every integration key (docs/integration-api.md). */
export const useIntegrationKeys = () => useQuery(integrationKeysQueryOptions());
