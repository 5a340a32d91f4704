import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_FILTERS,
  reportFiltersFromSearch,
  reportFiltersToSearch,
  toReportQuery,
} from './report-filters';

describe('report filters (docs/rules.md#reports)', () => {
  it('round-trips through the URL, defaults left out, junk ignored', () => {
    const filters = {
      ...DEFAULT_REPORT_FILTERS,
      report: 'orders' as const,
      period: 'custom' as const,
      from: '2026-01-01',
      to: '2026-02-28',
      status: 'new' as const,
    };
    const search = reportFiltersToSearch(filters);
    expect(search.toString()).toBe('report=orders&period=custom&from=2026-01-01&to=2026-02-28&status=new');
    expect(reportFiltersFromSearch(search)).toEqual(filters);
    expect(reportFiltersToSearch(DEFAULT_REPORT_FILTERS).toString()).toBe('');
    expect(
      reportFiltersFromSearch(new URLSearchParams('report=x&days=0&bucket=hour&from=2026-02-30')),
    ).toEqual(DEFAULT_REPORT_FILTERS);
  });

  it('asks only what the period and the report use', () => {
    expect(toReportQuery({ ...DEFAULT_REPORT_FILTERS, days: 7, status: 'new' })).toEqual({
      period: 'report',
      days: 7,
      bucket: 'month',
    });
    expect(
      toReportQuery({ ...DEFAULT_REPORT_FILTERS, report: 'stock', period: 'month', anchor: '2026-03-04' }),
    ).toEqual({
      period: 'month',
      anchor: '2026-03-04',
    });
    expect(
      toReportQuery({
        ...DEFAULT_REPORT_FILTERS,
        report: 'orders',
        period: 'custom',
        from: '2026-03-01',
        to: '2026-01-01',
        status: 'new',
      }),
    ).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-01', status: 'new' });
    expect(
      toReportQuery({ ...DEFAULT_REPORT_FILTERS, report: 'orders', period: 'custom', from: '2026-03-01' }),
    ).toEqual({});
  });
});
