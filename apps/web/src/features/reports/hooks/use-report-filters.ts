import { useUrlFilters } from '@/lib/use-url-filters';
import { type ReportFilters, reportFiltersFromSearch, reportFiltersToSearch } from '../utils/report-filters';

const CODEC = {
  fromSearch: reportFiltersFromSearch,
  toSearch: reportFiltersToSearch,
  apply: (current: ReportFilters, change: Partial<ReportFilters>) => ({ ...current, ...change }),
};

/** The reports page's report and filters, kept in the URL query string (shareable, back button). */
export function useReportFilters() {
  const { filters, setFilters } = useUrlFilters<ReportFilters>(CODEC);
  return { filters, setFilters };
}
