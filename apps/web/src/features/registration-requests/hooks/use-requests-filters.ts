import { useCallback } from 'react';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  DEFAULT_REQUESTS_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  type RequestsFilters,
} from '../utils/requests-filters';

const CODEC = {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  apply: (current: RequestsFilters, change: Partial<RequestsFilters>) => ({ ...current, page: 1, ...change }),
};

/**
 * The inbox's filters and page, kept in the URL (`useUrlFilters`): links are shareable and the back
 * button steps through them. Changing a filter goes back to the first page.
 */
export function useRequestsFilters() {
  const { filters, setFilters, resetTo, searchForPage } = useUrlFilters<RequestsFilters>(CODEC);
  const resetFilters = useCallback(() => resetTo(() => DEFAULT_REQUESTS_FILTERS), [resetTo]);
  return { filters, setFilters, resetFilters, searchForPage };
}
