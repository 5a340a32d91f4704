import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ExportFilters, exportFiltersFromSearch, exportFiltersToSearch } from '../utils/export-query';

/**
 * The price list's filters, kept in the /export URL like the catalogue's (shareable, back button).
 * Quick successive changes build on each other, not on the last render (as useCatalogFilters).
 */
export function useExportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => exportFiltersFromSearch(searchParams), [searchParams]);
  const latest = useRef(filters);
  const rendered = useRef(filters);
  if (rendered.current !== filters) {
    rendered.current = filters;
    latest.current = filters;
  }
  const setFilters = useCallback(
    (change: Partial<ExportFilters>, options?: { replace?: boolean }) => {
      latest.current = { ...latest.current, ...change, page: 1 };
      setSearchParams(exportFiltersToSearch(latest.current), { replace: options?.replace });
    },
    [setSearchParams],
  );
  return { filters, setFilters };
}
