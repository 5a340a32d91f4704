import { useUrlFilters } from '@/lib/use-url-filters';
import { type ExportFilters, exportFiltersFromSearch, exportFiltersToSearch } from '../utils/export-query';

const CODEC = {
  fromSearch: exportFiltersFromSearch,
  toSearch: exportFiltersToSearch,
  apply: (current: ExportFilters, change: Partial<ExportFilters>) => ({ ...current, ...change, page: 1 }),
};

/** The price list's filters, kept in the /export URL like the catalogue's (shareable, back button). */
export function useExportFilters() {
  const { filters, setFilters } = useUrlFilters<ExportFilters>(CODEC);
  return { filters, setFilters };
}
