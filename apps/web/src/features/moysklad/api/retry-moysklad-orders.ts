import { MoyskladConnectionResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /services/moysklad/orders/retry → 200 the connection: every order МойСклад has not taken
 * is tried again now (docs/moysklad.md §Orders out).
 */
export const retryMoyskladOrders = () =>
  api('services/moysklad/orders/retry', { method: 'POST', schema: MoyskladConnectionResponse });

/** Tries the failed orders again: the answer becomes the cached connection. */
export function useRetryMoyskladOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMoyskladOrders,
    onSuccess: (res) => client.setQueryData(queryKeys.moysklad.connection, res),
  });
}
