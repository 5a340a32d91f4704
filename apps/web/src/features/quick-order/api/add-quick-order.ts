import { type QuickOrderAddBody, QuickOrderAddResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /basket/quick-order (docs/rules.md#quick-order): the chosen lines `{ code, count }` into the
 * basket, all or nothing → `{ added, lines, units }`. ApiError 422 with `errors["lines.<i>"]` when
 * a line is unknown or over stock by now; nothing was added then.
 */
export const addQuickOrder = (lines: QuickOrderAddBody['lines']) =>
  api('basket/quick-order', { method: 'POST', body: { lines }, schema: QuickOrderAddResponse });

/** Adds and reloads the basket (invalidating it is the basket's update event) and the catalogue's counts. */
export function useAddQuickOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addQuickOrder,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
