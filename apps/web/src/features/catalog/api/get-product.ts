import { ProductResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET catalog/products/{code} (docs/rules.md#product-by-code): one product; ApiError 404 for an unknown code. */
export const getProduct = (code: string, signal?: AbortSignal) =>
  api(`catalog/products/${encodeURIComponent(code)}`, { schema: ProductResponse, signal });

export const productQueryOptions = (code: string, lang: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(code, lang),
    queryFn: ({ signal }) => getProduct(code, signal),
  });

/** The product page's product; `data` is the Product itself. */
export const useProduct = (code: string) => {
  const { i18n } = useTranslation();
  return useQuery({ ...productQueryOptions(code, i18n.language), select: (res) => res.data });
};
