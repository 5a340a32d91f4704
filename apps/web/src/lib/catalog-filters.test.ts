import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  hasNarrowingFilters,
  toProductsQuery,
} from './catalog-filters';

const read = (qs: string) => filtersFromSearch(new URLSearchParams(qs));

describe('catalogue filters and the URL query string', () => {
  it('reads an empty query string as the defaults', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter from its query parameter', () => {
    expect(
      read('q=Кот&hashtag=summer&in_stock=1&recommendation=user_tops&favourites=1&sort=-price&page=3'),
    ).toEqual({
      q: 'Кот',
      hashtag: 'summer',
      inStock: true,
      recommendation: 'user_tops',
      favourites: true,
      sort: '-price',
      page: 3,
    });
  });

  it('falls back to defaults for unknown sorts, kinds and broken page numbers', () => {
    const f = read('sort=price_desc&recommendation=bestsellers&page=-2&in_stock=yes');
    expect(f.sort).toBe('code');
    expect(f.recommendation).toBeNull();
    expect(f.page).toBe(1);
    expect(f.inStock).toBe(false);
    expect(read('page=abc').page).toBe(1);
  });

  it('trims text, drops a leading # from the hashtag and caps the length', () => {
    const f = read(`q=${encodeURIComponent('  КПН-001  ')}&hashtag=${encodeURIComponent('#котики')}`);
    expect(f.q).toBe('КПН-001');
    expect(f.hashtag).toBe('котики');
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, inStock: true, sort: 'sales', page: 2 }).toString()).toBe(
      'in_stock=1&sort=sales&page=2',
    );
  });

  it('survives a round trip through the URL', () => {
    const filters = {
      q: 'роза ветров',
      hashtag: 'new&hot',
      inStock: true,
      recommendation: 'overlook' as const,
      favourites: true,
      sort: 'name' as const,
      page: 4,
    };
    expect(filtersFromSearch(new URLSearchParams(filtersToSearch(filters).toString()))).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes, but not when only the page changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(applyFilterChange(onPage3, { inStock: true }).page).toBe(1);
    expect(applyFilterChange(onPage3, { page: 4 })).toEqual({ ...DEFAULT_FILTERS, page: 4 });
  });

  it('tells whether anything narrows the list (sorting and paging do not)', () => {
    expect(hasNarrowingFilters({ ...DEFAULT_FILTERS, sort: 'name', page: 5 })).toBe(false);
    expect(hasNarrowingFilters({ ...DEFAULT_FILTERS, q: ' x ' })).toBe(true);
    expect(hasNarrowingFilters({ ...DEFAULT_FILTERS, favourites: true })).toBe(true);
  });

  it('builds the GET catalog/products query with only the set values, 50 a page', () => {
    expect(toProductsQuery('all', DEFAULT_FILTERS)).toEqual({
      category: 'all',
      sort: 'code',
      page: 1,
      per_page: 50,
    });
    expect(
      toProductsQuery('almaznaya-mozaika', {
        ...DEFAULT_FILTERS,
        q: ' 123 ',
        hashtag: 'cats',
        inStock: true,
        recommendation: 'recommend_to_buy',
        favourites: true,
      }),
    ).toEqual({
      category: 'almaznaya-mozaika',
      q: '123',
      hashtag: 'cats',
      in_stock: true,
      recommendation: 'recommend_to_buy',
      favourites: true,
      sort: 'code',
      page: 1,
      per_page: 50,
    });
  });
});
