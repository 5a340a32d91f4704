import { ShoppingListsResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /shopping-lists (docs/rules.md#shopping-lists): the caller's own lists first, then those its colleagues share. */
export const getShoppingLists = (signal?: AbortSignal) =>
  api('shopping-lists', { schema: ShoppingListsResponse, signal });

export const shoppingListsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shoppingLists.list,
    queryFn: ({ signal }) => getShoppingLists(signal).then((res) => res.data),
  });

/** Every list the caller sees; `enabled: false` waits (a modal not opened yet). */
export const useShoppingLists = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...shoppingListsQueryOptions(), enabled });
