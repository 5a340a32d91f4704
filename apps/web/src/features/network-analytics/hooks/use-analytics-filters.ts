import { useCallback, useMemo } from 'react';
import { useQueryState } from '@/lib/use-query-state';
import {
  type AnalyticsFilters,
  analyticsFiltersFromSearch,
  analyticsFiltersToParams,
  toAnalyticsQuery,
} from '../utils/analytics-filters';

/**
 * The analytics filters kept in the URL (shareable links, the back button steps through them):
 * `filters`, `setFilters(change)`, the API `query` (null while a custom period lacks a day) and
 * `search` (the `?…` to carry the filters to the outlet drill-down and back).
 */
export function useAnalyticsFilters() {
  const { search, update } = useQueryState();
  const filters = useMemo(() => analyticsFiltersFromSearch(search), [search]);
  const query = useMemo(() => toAnalyticsQuery(filters), [filters]);
  const setFilters = useCallback(
    (change: Partial<AnalyticsFilters>) => update(analyticsFiltersToParams({ ...filters, ...change })),
    [filters, update],
  );
  const text = search.toString();
  return { filters, setFilters, query, search: text ? `?${text}` : '' };
}
