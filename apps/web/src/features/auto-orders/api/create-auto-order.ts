import { AutoOrderCreatedResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST order/auto-order `{ max_order_sum, replace? }` (docs/rules.md#spec-7): puts the outlet's auto
 * order into the basket; with `replace` the basket is emptied first, in the same call
 * (docs/rules.md#auto-order-flow).
 */
export const createAutoOrder = ({ maxOrderSum, replace }: { maxOrderSum: number; replace: boolean }) =>
  api('order/auto-order', {
    method: 'POST',
    body: replace ? { max_order_sum: maxOrderSum, replace } : { max_order_sum: maxOrderSum },
    schema: AutoOrderCreatedResponse,
  });

/**
 * docs/rules.md#auto-order-flow: creating, then on success the basket is refreshed (an invalidation of the
 * basket is its update event), the recommended sum and catalogue counts follow the new basket, and
 * the fresh-auto-order check is asked again (an older offer is superseded by this one).
 */
export function useCreateAutoOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAutoOrder,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.autoOrder.recommendedSum }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
        // A fresh auto order the check offered before is superseded now (and this one is in the basket).
        client.invalidateQueries({ queryKey: queryKeys.autoOrder.checks }),
      ]);
    },
  });
}
