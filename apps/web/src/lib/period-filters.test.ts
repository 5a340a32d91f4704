import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD_FILTERS,
  periodFiltersFromSearch,
  periodFiltersToParams,
  toPeriodQuery,
} from './period-filters';

describe('the sales period in a page URL (docs/rules.md#sales-period)', () => {
  it('reads the URL, malformed values falling back to the defaults', () => {
    expect(periodFiltersFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_PERIOD_FILTERS);
    expect(
      periodFiltersFromSearch(new URLSearchParams('period=decade&days=0&anchor=2026-02-30&from=x')),
    ).toEqual(DEFAULT_PERIOD_FILTERS);
    expect(
      periodFiltersFromSearch(new URLSearchParams('period=custom&from=2026-03-01&to=2026-02-01')),
    ).toEqual({
      ...DEFAULT_PERIOD_FILTERS,
      period: 'custom',
      from: '2026-03-01',
      to: '2026-02-01',
    });
  });

  it('writes only what the kind uses, and reads back what it wrote', () => {
    const stale = { period: 'month' as const, days: 7, anchor: '2026-05-03', from: '2026-01-01', to: '' };
    expect(periodFiltersToParams(stale)).toEqual({
      period: 'month',
      days: null,
      anchor: '2026-05-03',
      from: null,
      to: null,
    });
    const report = { ...DEFAULT_PERIOD_FILTERS, days: 14 };
    const params = new URLSearchParams(
      Object.entries(periodFiltersToParams(report)).filter((e): e is [string, string] => e[1] !== null),
    );
    expect(params.toString()).toBe('days=14');
    expect(periodFiltersFromSearch(params)).toEqual(report);
  });

  it('asks nothing for a custom period without both days, and swaps days given backwards', () => {
    expect(toPeriodQuery({ ...DEFAULT_PERIOD_FILTERS, period: 'custom', from: '2026-01-01' })).toBeNull();
    expect(
      toPeriodQuery({ ...DEFAULT_PERIOD_FILTERS, period: 'custom', from: '2026-03-01', to: '2026-01-01' }),
    ).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-01' });
    expect(toPeriodQuery({ ...DEFAULT_PERIOD_FILTERS, days: 7 })).toEqual({ period: 'report', days: 7 });
    expect(toPeriodQuery({ ...DEFAULT_PERIOD_FILTERS, period: 'year' })).toEqual({ period: 'year' });
  });
});
