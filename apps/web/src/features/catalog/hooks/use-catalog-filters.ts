import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilterChange,
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
} from '../utils/filters';

/**
 * The product-table filters, kept in the URL query string: links are shareable and the back button
 * steps through filter changes. `replace` for changes that shouldn't each make a history entry
 * (typing in the search box).
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);

  const setFilters = useCallback(
    (change: Partial<CatalogFilters>, options?: { replace?: boolean }) =>
      setSearchParams((prev) => filtersToSearch(applyFilterChange(filtersFromSearch(prev), change)), {
        replace: options?.replace,
      }),
    [setSearchParams],
  );

  /** Keeps the sort, drops everything that narrows the list. */
  const resetFilters = useCallback(
    () =>
      setSearchParams((prev) => filtersToSearch({ ...DEFAULT_FILTERS, sort: filtersFromSearch(prev).sort })),
    [setSearchParams],
  );

  /** The `?…` of a page of the current list, for real links (open in a new tab works). */
  const searchForPage = useCallback(
    (page: number) => {
      const search = filtersToSearch({ ...filters, page }).toString();
      return search ? `?${search}` : '';
    },
    [filters],
  );

  return { filters, setFilters, resetFilters, searchForPage };
}
