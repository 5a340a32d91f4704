import { MessageResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /services/moysklad → `{ message }`: the account is disconnected, its token forgotten (docs/moysklad.md). */
export const disconnectMoysklad = () =>
  api('services/moysklad', { method: 'DELETE', schema: MessageResponse });

/** Disconnects the account: the options go from the cache, the connection loads afresh. */
export function useDisconnectMoysklad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectMoysklad,
    onSuccess: () => {
      client.removeQueries({ queryKey: queryKeys.moysklad.options });
      return client.invalidateQueries({ queryKey: queryKeys.moysklad.connection });
    },
  });
}
