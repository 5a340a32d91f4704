import { ProductsResponse } from '@kits/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductsQueryOptions } from '@/lib/products-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * The catalogue's products query for the tests of features that receive it as a prop from app/
 * (features/catalog/api/get-products is out of their reach): the same key and the same call.
 */
export const testProductsQuery: ProductsQueryOptions = (query, lang) =>
  queryOptions({
    queryKey: queryKeys.products.list(query, lang),
    queryFn: ({ signal }) => api('catalog/products', { query, schema: ProductsResponse, signal }),
  });
