import { FavouritesResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /favourite?page= (docs/rules.md#spec-7, docs/rules.md#decisions-3): a page of the caller's favourite products, 25 a page, newest first. */
export const getFavourites = (page: number, signal?: AbortSignal) =>
  api('favourite', { query: { page }, schema: FavouritesResponse, signal });

export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.favourites(page),
    queryFn: ({ signal }) => getFavourites(page, signal),
  });

/** A page of favourites; the previous page stays on screen while the next one loads. */
export const useFavourites = (page: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...favouritesQueryOptions(page), placeholderData: keepPreviousData, enabled });
