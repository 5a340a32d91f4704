import { ShoppingListResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /shopping-lists/{id}: one list with its lines; ApiError 404 when the caller may not see it. */
export const getShoppingList = (id: number, signal?: AbortSignal) =>
  api(`shopping-lists/${id}`, { schema: ShoppingListResponse, signal });

export const shoppingListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.shoppingLists.detail(id),
    queryFn: ({ signal }) => getShoppingList(id, signal).then((res) => res.data),
  });

/** One list with its lines (null id: nothing chosen, no request). */
export const useShoppingList = (id: number | null) =>
  useQuery({ ...shoppingListQueryOptions(id ?? 0), enabled: id !== null });
