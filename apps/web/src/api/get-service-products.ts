import { ServiceProductsResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /services/products?q=&page= → 25 products a page by code, every language and currency. */
export const getServiceProducts = (q: string, page: number, signal?: AbortSignal) =>
  api('services/products', {
    query: { q: q.trim() || undefined, page },
    schema: ServiceProductsResponse,
    signal,
  });

export const serviceProductsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.services.products.list(q.trim(), page),
    queryFn: ({ signal }) => getServiceProducts(q, page, signal),
  });

/** A page of the search; the previous page stays while the next loads. */
export const useServiceProducts = (q: string, page: number, enabled = true) =>
  useQuery({ ...serviceProductsQueryOptions(q, page), placeholderData: keepPreviousData, enabled });
