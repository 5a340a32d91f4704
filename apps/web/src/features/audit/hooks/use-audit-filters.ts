import { useCallback } from 'react';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  type AuditFilters,
  auditFiltersFromSearch,
  auditFiltersToSearch,
  DEFAULT_AUDIT_FILTERS,
} from '../utils/audit-filters';

const CODEC = {
  fromSearch: auditFiltersFromSearch,
  toSearch: auditFiltersToSearch,
  apply: (current: AuditFilters, change: Partial<AuditFilters>) => ({ ...current, page: 1, ...change }),
};

/**
 * The audit page's filters and page, kept in the URL query string: links are shareable and the
 * back button steps through them. Changing a filter goes back to the first page.
 */
export function useAuditFilters() {
  const { filters, setFilters, resetTo, searchForPage } = useUrlFilters<AuditFilters>(CODEC);
  const resetFilters = useCallback(() => resetTo(() => DEFAULT_AUDIT_FILTERS), [resetTo]);
  return { filters, setFilters, resetFilters, searchForPage };
}
