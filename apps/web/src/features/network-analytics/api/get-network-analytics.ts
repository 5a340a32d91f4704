import {
  AnalyticsCategoriesResponse,
  AnalyticsOutletResponse,
  AnalyticsOutletsResponse,
  AnalyticsProductsResponse,
  AnalyticsShelvesResponse,
  AnalyticsSummaryResponse,
  type NetworkAnalyticsQuery,
} from '@kits/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Query = Partial<NetworkAnalyticsQuery>;

/**
 * A hook for one view of GET services/analytics… (docs/rules.md#network-analytics): its `data` for
 * `query` (null: not asked yet, e.g. a custom period missing a day); the previous answer stays on
 * screen while the next one loads. Each view is its own call, so the page loads them in parallel.
 */
function viewHook<S extends z.ZodMiniType<{ data: unknown }>>(view: string, path: string, schema: S) {
  return (query: Query | null) =>
    useQuery({
      queryKey: queryKeys.networkAnalytics.view(view, query ?? {}),
      queryFn: ({ signal }) => api(path, { query: query ?? {}, schema, signal }) as Promise<z.infer<S>>,
      select: (res: z.infer<S>) => res.data as z.infer<S>['data'],
      enabled: query !== null,
      placeholderData: keepPreviousData,
    });
}

/** GET services/analytics: the period, totals per currency against the previous period, the trend. */
export const useAnalyticsSummary = viewHook('summary', 'services/analytics', AnalyticsSummaryResponse);
/** GET services/analytics/outlets: every outlet of the scope by units. */
export const useAnalyticsOutlets = viewHook(
  'outlets',
  'services/analytics/outlets',
  AnalyticsOutletsResponse,
);
/** GET services/analytics/products: the best-selling products. */
export const useAnalyticsProducts = viewHook(
  'products',
  'services/analytics/products',
  AnalyticsProductsResponse,
);
/** GET services/analytics/categories: sales, stock and sell-through per top-level category. */
export const useAnalyticsCategories = viewHook(
  'categories',
  'services/analytics/categories',
  AnalyticsCategoriesResponse,
);
/** GET services/analytics/shelves: outlets over capacity or nearly empty. */
export const useAnalyticsShelves = viewHook(
  'shelves',
  'services/analytics/shelves',
  AnalyticsShelvesResponse,
);

/** GET services/analytics/outlets/{storeId}: the outlet drill-down for `query`. */
export const useOutletAnalytics = (storeId: number, query: Query | null) =>
  useQuery({
    queryKey: queryKeys.networkAnalytics.outlet(storeId, query ?? {}),
    queryFn: ({ signal }) =>
      api(`services/analytics/outlets/${storeId}`, {
        query: query ?? {},
        schema: AnalyticsOutletResponse,
        signal,
      }),
    select: (res) => res.data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
