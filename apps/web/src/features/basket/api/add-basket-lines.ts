import { type BasketAddLinesBody, BasketAddLinesResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /basket/lines (docs/rules.md#basket-batch-add): the ticked products `{ id, count }` into the
 * basket in one call → per product `added`, `capped` (the stock allowed fewer) or `refused` with
 * the quick order's problem, and the totals `added_lines`, `units`.
 */
export const addBasketLines = (lines: BasketAddLinesBody['lines']) =>
  api('basket/lines', { method: 'POST', body: { lines }, schema: BasketAddLinesResponse });

/** Adds and reloads the basket (invalidating it is the basket's update event) and the catalogue's counts. */
export function useAddBasketLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBasketLines,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
