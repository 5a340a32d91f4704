import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ORDERS_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  type OrdersFilters,
} from '../utils/orders-filters';

/**
 * The orders page's filters and page, kept in the URL query string: links are shareable and the
 * back button steps through them. Changing a filter goes back to the first page.
 */
export function useOrdersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);

  const setFilters = useCallback(
    (change: Partial<OrdersFilters>, options?: { replace?: boolean }) => {
      const next = { ...filters, page: 1, ...change };
      setSearchParams(filtersToSearch(next), { replace: options?.replace });
    },
    [filters, setSearchParams],
  );

  const resetFilters = useCallback(
    () => setSearchParams(filtersToSearch(DEFAULT_ORDERS_FILTERS)),
    [setSearchParams],
  );

  /** The `?…` of a page of the current list, for real links. */
  const searchForPage = useCallback(
    (page: number) => {
      const search = filtersToSearch({ ...filters, page }).toString();
      return search ? `?${search}` : '';
    },
    [filters],
  );

  return { filters, setFilters, resetFilters, searchForPage };
}
