import { ProductAnalyticResponse } from '@kits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET product/analytic/{productId} (docs/rules.md#product-analytic, docs/rules.md#spec-7). */
export const getProductAnalytic = (productId: number) =>
  api(`product/analytic/${productId}`, { schema: ProductAnalyticResponse });

/** docs/rules.md#analytic-loading: loaded once — never stale, never refetched on focus or remount. */
export const productAnalyticQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.analytic(productId),
    queryFn: () => getProductAnalytic(productId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });

/** The analytic of one product, fetched only once `enabled` (the popover was first shown). */
export const useProductAnalytic = ({ productId, enabled }: { productId: number; enabled: boolean }) =>
  useQuery({ ...productAnalyticQueryOptions(productId), enabled });
