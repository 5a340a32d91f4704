import { IntegrationKeyResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /services/integration-keys/{id}/revoke → `{ data }`: the key's next call gets 401. */
export const revokeIntegrationKey = (id: number) =>
  api(`services/integration-keys/${id}/revoke`, { method: 'POST', schema: IntegrationKeyResponse });

/** Revokes a key; the list loads afresh. */
export function useRevokeIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeIntegrationKey,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.integrationKeys }),
  });
}
