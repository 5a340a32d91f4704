import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilterChange,
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
} from '@/lib/catalog-filters';

/**
 * The product-table filters, kept in the URL query string: links are shareable and the back button
 * steps through filter changes. `replace` for changes that shouldn't each make a history entry
 * (typing in the search box).
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);

  // The filters as last written. The router applies a navigation a moment later, so two quick
  // changes (the debounced search, then a click) must build on each other, not on the last render.
  // A new URL (back button, a link) wins again as soon as it renders.
  const latest = useRef(filters);
  const rendered = useRef(filters);
  if (rendered.current !== filters) {
    rendered.current = filters;
    latest.current = filters;
  }

  const setFilters = useCallback(
    (change: Partial<CatalogFilters>, options?: { replace?: boolean }) => {
      latest.current = applyFilterChange(latest.current, change);
      setSearchParams(filtersToSearch(latest.current), { replace: options?.replace });
    },
    [setSearchParams],
  );

  /** Keeps the sort, drops everything that narrows the list. */
  const resetFilters = useCallback(() => {
    latest.current = { ...DEFAULT_FILTERS, sort: latest.current.sort };
    setSearchParams(filtersToSearch(latest.current));
  }, [setSearchParams]);

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
