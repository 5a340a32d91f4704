import { type ReportKind, type ReportQuery, ReportResponse } from '@kits/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const reportPath = (report: ReportKind) => `services/reports/${report}`;

/**
 * GET services/reports/{report} (docs/rules.md#reports, manager/admin): the columns, the first 500
 * rows, the number of all rows and the totals per currency. The previous answer stays on screen
 * while the next one loads.
 */
export const useReport = (report: ReportKind, query: Partial<ReportQuery>) =>
  useQuery({
    queryKey: queryKeys.reports.view(report, query),
    queryFn: ({ signal }) => api(reportPath(report), { query, schema: ReportResponse, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The whole report as CSV or XLSX (docs/rules.md#report-streaming), fetched with the bearer token
 * like the price list and saved under the server's file name (`report-<report>-<from>-<to>.<format>`).
 */
export const downloadReport = (options: {
  report: ReportKind;
  query: Partial<ReportQuery>;
  format: 'csv' | 'xlsx';
}) =>
  downloadFile(reportPath(options.report), `report-${options.report}.${options.format}`, {
    query: { ...options.query, format: options.format },
  });

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
