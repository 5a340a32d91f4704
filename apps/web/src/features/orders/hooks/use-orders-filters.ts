import { useCallback } from 'react';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  DEFAULT_ORDERS_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  type OrdersFilters,
} from '../utils/orders-filters';

const CODEC = {
  fromSearch: filtersFromSearch,
  toSearch: filtersToSearch,
  apply: (current: OrdersFilters, change: Partial<OrdersFilters>) => ({ ...current, page: 1, ...change }),
};

/**
 * The orders page's filters and page, kept in the URL query string (`useUrlFilters`): links are
 * shareable and the back button steps through them. Changing a filter goes back to the first page.
 */
export function useOrdersFilters() {
  const { filters, setFilters, resetTo, searchForPage } = useUrlFilters<OrdersFilters>(CODEC);
  const resetFilters = useCallback(() => resetTo(() => DEFAULT_ORDERS_FILTERS), [resetTo]);
  return { filters, setFilters, resetFilters, searchForPage };
}
