import { type ProductsQuery, ProductsResponse } from '@kits/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET catalog/products (docs/rules.md#decisions-3): one page of the product table for the current store and basket. */
export const getProducts = (query: Partial<ProductsQuery>, signal?: AbortSignal) =>
  api('catalog/products', { query, schema: ProductsResponse, signal });

/**
 * The products query under `queryKeys.products.list(query, lang)`. Besides this slice it is read,
 * handed down by app/ (a `ProductsQueryOptions`, lib/products-query), by the login's landing
 * prefetch (app/landing-prefetch), the price list's row count and the Shopify publish's code search.
 */
export const productsQueryOptions = (query: Partial<ProductsQuery>, lang: string) =>
  queryOptions({
    queryKey: queryKeys.products.list(query, lang),
    queryFn: ({ signal }) => getProducts(query, signal),
  });

/**
 * The product table page for `query`. The previous page stays on screen while the next one loads
 * (`isPlaceholderData`), so paging and filtering don't flash an empty table.
 */
export const useProducts = (query: Partial<ProductsQuery>) => {
  const { i18n } = useTranslation();
  return useQuery({ ...productsQueryOptions(query, i18n.language), placeholderData: keepPreviousData });
};
