import { type AutoOrderAction, type AutoOrderApplyBody, AutoOrderApplyResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST auto-order-frontend/{union|replace}-basket `{ ao_id, ao_uuid, outlet_id }` (docs/rules.md#spec-7). */
export const applyAutoOrder = ({ action, body }: { action: AutoOrderAction; body: AutoOrderApplyBody }) =>
  api(`auto-order-frontend/${action}-basket`, { method: 'POST', body, schema: AutoOrderApplyResponse });

/**
 * docs/rules.md#auto-order-flow: union the fresh auto order with the basket, or replace the basket with it; then the
 * basket is reloaded and the check asked again (the auto order is applied, no longer fresh).
 */
export function useApplyAutoOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyAutoOrder,
    onSuccess: async (_data, { body }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.autoOrder.check(body.outlet_id) }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
