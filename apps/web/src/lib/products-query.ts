import type { ProductsQuery, ProductsResponse } from '@kits/contract';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { queryKeys } from './query-keys';

/** One page of products as GET catalog/products answers it. */
export type ProductsPage = z.infer<typeof ProductsResponse>;

/**
 * The catalogue's products query as another feature receives it: the catalogue slice owns the call
 * (its `productsQueryOptions`), and app/ hands it down as a prop, since features don't import
 * features (docs/architecture.md#walls). Query and interface language → the query's options, under
 * the key `queryKeys.products.list`, so every reader shares the catalogue's cache.
 */
export type ProductsQueryOptions = (
  query: Partial<ProductsQuery>,
  lang: string,
) => UseQueryOptions<ProductsPage, Error, ProductsPage, ReturnType<typeof queryKeys.products.list>>;
