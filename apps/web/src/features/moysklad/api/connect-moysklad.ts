import { type MoyskladConnectBody, MoyskladConnectionResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/moysklad with `{ access_token }` → 201 the connection (the token is checked with
 * МойСклад at once); 422 `errors.access_token` (empty, refused by МойСклад); 503 `{ message }` when
 * the server has no key to seal the token with (docs/moysklad.md).
 */
export const connectMoysklad = (body: MoyskladConnectBody) =>
  api('services/moysklad', { method: 'POST', body, schema: MoyskladConnectionResponse });

/** Connects the account: the answer becomes the cached connection; the account's options load afresh. */
export function useConnectMoysklad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectMoysklad,
    onSuccess: (res) => {
      client.setQueryData(queryKeys.moysklad.connection, res);
      void client.invalidateQueries({ queryKey: queryKeys.moysklad.options });
    },
  });
}
