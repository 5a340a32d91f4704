import { describe, expect, it } from 'vitest';
import {
  analyticsFiltersFromSearch,
  analyticsFiltersToParams,
  DEFAULT_ANALYTICS_FILTERS,
  toAnalyticsQuery,
} from './analytics-filters';

describe('analytics filters (docs/rules.md#network-analytics)', () => {
  it('reads the URL, malformed values falling back to defaults', () => {
    expect(analyticsFiltersFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_ANALYTICS_FILTERS);
    expect(
      analyticsFiltersFromSearch(
        new URLSearchParams('period=decade&anchor=2026-13-01&version=pl&category=x&store=-1'),
      ),
    ).toEqual(DEFAULT_ANALYTICS_FILTERS);
    expect(
      analyticsFiltersFromSearch(
        new URLSearchParams('period=quarter&anchor=2026-05-03&version=en&category=4&store=17'),
      ),
    ).toEqual({
      ...DEFAULT_ANALYTICS_FILTERS,
      period: 'quarter',
      anchor: '2026-05-03',
      version: 'en',
      category: 4,
      store: 17,
    });
  });

  it('writes only what the period uses, defaults left out', () => {
    expect(
      analyticsFiltersToParams({ ...DEFAULT_ANALYTICS_FILTERS, anchor: '2026-05-03', from: '2026-01-01' }),
    ).toEqual({
      period: null,
      days: null,
      anchor: null,
      from: null,
      to: null,
      version: null,
      category: null,
      store: null,
    });
    expect(
      analyticsFiltersToParams({
        ...DEFAULT_ANALYTICS_FILTERS,
        period: 'month',
        anchor: '2026-05-03',
        store: 3,
      }),
    ).toMatchObject({
      period: 'month',
      anchor: '2026-05-03',
      store: '3',
    });
  });

  it('asks nothing for a custom period without both days, swaps days given backwards', () => {
    expect(
      toAnalyticsQuery({ ...DEFAULT_ANALYTICS_FILTERS, period: 'custom', from: '2026-01-01' }),
    ).toBeNull();
    expect(
      toAnalyticsQuery({
        ...DEFAULT_ANALYTICS_FILTERS,
        period: 'custom',
        from: '2026-03-01',
        to: '2026-01-01',
      }),
    ).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-01',
      version: undefined,
      category: undefined,
      store: undefined,
    });
    expect(toAnalyticsQuery({ ...DEFAULT_ANALYTICS_FILTERS, period: 'year', category: 2 })).toEqual({
      period: 'year',
      anchor: undefined,
      version: undefined,
      category: 2,
      store: undefined,
    });
  });
});
