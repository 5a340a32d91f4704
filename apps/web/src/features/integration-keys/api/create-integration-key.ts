import { type IntegrationKeyBody, IntegrationKeyCreatedResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/integration-keys `{ name, scopes }` → 201 `{ data, secret }`: the secret is in this
 * answer only; 422 `errors.name` / `errors.scopes`.
 */
export const createIntegrationKey = (body: IntegrationKeyBody) =>
  api('services/integration-keys', { method: 'POST', body, schema: IntegrationKeyCreatedResponse });

/** Issues a key; the list loads afresh. */
export function useCreateIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createIntegrationKey,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.integrationKeys }),
  });
}
