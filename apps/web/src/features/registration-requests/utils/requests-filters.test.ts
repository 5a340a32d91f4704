import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUESTS_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasNarrowingFilters,
  toRequestsQuery,
} from './requests-filters';

describe('the inbox filters in the URL', () => {
  it('round-trips every filter and leaves the defaults out', () => {
    const filters = {
      page: 3,
      status: 'in_progress' as const,
      kind: 'price_request' as const,
      version: 'en' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'hobby',
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe(
      'q=hobby&status=in_progress&kind=price_request&version=en&from=2026-01-01&to=2026-01-31&page=3',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToSearch(DEFAULT_REQUESTS_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults for malformed values, so old links still open', () => {
    const search = new URLSearchParams('status=done&kind=x&version=de&from=2026-13-45&to=yesterday&page=-2');
    expect(filtersFromSearch(search)).toEqual(DEFAULT_REQUESTS_FILTERS);
    expect(hasNarrowingFilters(DEFAULT_REQUESTS_FILTERS)).toBe(false);
    expect(hasNarrowingFilters({ ...DEFAULT_REQUESTS_FILTERS, from: '2026-01-01' })).toBe(true);
  });

  it('sends only the filters that are set', () => {
    expect(toRequestsQuery({ ...DEFAULT_REQUESTS_FILTERS, status: 'new', q: 'anna' })).toEqual({
      page: 1,
      status: 'new',
      kind: undefined,
      version: undefined,
      from: undefined,
      to: undefined,
      q: 'anna',
    });
  });
});
