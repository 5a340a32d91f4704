import { RepeatOrderResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /orders/{uuid}/repeat ("order again", decision 0009): the order's lines go back into the
 * caller's current basket within today's warehouse stock → `{ added, skipped }`.
 */
export const repeatOrder = (uuid: string) =>
  api(`orders/${uuid}/repeat`, { method: 'POST', schema: RepeatOrderResponse });

/** Orders again and refreshes the basket (invalidating it is the basket's update event, decision 0009). */
export function useRepeatOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: repeatOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.basket }),
  });
}
