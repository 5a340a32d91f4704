import {
  type ShoppingList,
  type ShoppingListCreateBody,
  ShoppingListDeleted,
  type ShoppingListLineInput,
  type ShoppingListPatchBody,
  ShoppingListResponse,
} from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The writes of a shopping list (docs/rules.md#shopping-lists), the owner's only (a colleague's
 * shared list answers 403): each answers the list as it is now, which replaces the cached one.
 */

/** POST /shopping-lists: a new list, with lines when given (the basket or an order saved as a list). */
export const createShoppingList = (body: ShoppingListCreateBody) =>
  api('shopping-lists', { method: 'POST', body, schema: ShoppingListResponse }).then((res) => res.data);

/** PATCH /shopping-lists/{id}: rename, share or unshare. */
export const patchShoppingList = ({ id, ...body }: ShoppingListPatchBody & { id: number }) =>
  api(`shopping-lists/${id}`, { method: 'PATCH', body, schema: ShoppingListResponse }).then(
    (res) => res.data,
  );

/** DELETE /shopping-lists/{id}. */
export const deleteShoppingList = (id: number) =>
  api(`shopping-lists/${id}`, { method: 'DELETE', schema: ShoppingListDeleted }).then((res) => res.data);

/** POST /shopping-lists/{id}/lines: products added (units of a product already there are added to its line). */
export const addShoppingListLines = ({ id, lines }: { id: number; lines: ShoppingListLineInput[] }) =>
  api(`shopping-lists/${id}/lines`, { method: 'POST', body: { lines }, schema: ShoppingListResponse }).then(
    (res) => res.data,
  );

/** PUT /shopping-lists/{id}/lines/{productId}: a line's units. */
export const setShoppingListLine = ({
  id,
  productId,
  quantity,
}: {
  id: number;
  productId: number;
  quantity: number;
}) =>
  api(`shopping-lists/${id}/lines/${productId}`, {
    method: 'PUT',
    body: { quantity },
    schema: ShoppingListResponse,
  }).then((res) => res.data);

/** DELETE /shopping-lists/{id}/lines/{productId}. */
export const removeShoppingListLine = ({ id, productId }: { id: number; productId: number }) =>
  api(`shopping-lists/${id}/lines/${productId}`, { method: 'DELETE', schema: ShoppingListResponse }).then(
    (res) => res.data,
  );

/** A write answering the list: the cached list is replaced by the answer and the listing reloads. */
export function useListWrite<V>(write: (variables: V) => Promise<ShoppingList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => {
      client.setQueryData(queryKeys.shoppingLists.detail(list.id), list);
      return client.invalidateQueries({ queryKey: queryKeys.shoppingLists.list });
    },
  });
}

/** Deletes a list: its cache goes, the listing reloads. */
export function useDeleteShoppingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingList,
    onSuccess: ({ id }) => {
      client.removeQueries({ queryKey: queryKeys.shoppingLists.detail(id) });
      return client.invalidateQueries({ queryKey: queryKeys.shoppingLists.list });
    },
  });
}
