import { ShoppingListOrderResponse } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /shopping-lists/{id}/order (docs/rules.md#shopping-lists): the list into the basket of the
 * current store, capped by stock, archived lines skipped → `{ added, skipped, lines, units }`.
 */
export const orderShoppingList = (id: number) =>
  api(`shopping-lists/${id}/order`, { method: 'POST', schema: ShoppingListOrderResponse }).then(
    (res) => res.value,
  );

/** Orders a list and reloads the basket (its update event), the catalogue's counts and the list's basket counts. */
export function useOrderShoppingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderShoppingList,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.basket }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
        client.invalidateQueries({ queryKey: queryKeys.shoppingLists.all }),
      ]),
  });
}
