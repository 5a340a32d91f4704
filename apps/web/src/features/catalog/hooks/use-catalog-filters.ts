import { useCallback } from 'react';
import {
  applyFilterChange,
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
} from '@/lib/catalog-filters';
import { useUrlFilters } from '@/lib/use-url-filters';

const CODEC = { fromSearch: filtersFromSearch, toSearch: filtersToSearch, apply: applyFilterChange };

/**
 * The product-table filters, kept in the URL query string (`useUrlFilters`): links are shareable
 * and the back button steps through filter changes.
 */
export function useCatalogFilters() {
  const { filters, setFilters, resetTo, searchForPage } = useUrlFilters<CatalogFilters>(CODEC);
  /** Keeps the sort, drops everything that narrows the list. */
  const resetFilters = useCallback(
    () => resetTo((current) => ({ ...DEFAULT_FILTERS, sort: current.sort })),
    [resetTo],
  );
  return { filters, setFilters, resetFilters, searchForPage };
}
