import { describe, expect, it } from 'vitest';
import {
  exportFiltersFromSearch,
  exportFiltersToSearch,
  exportHref,
  priceListQuery,
  priceListUrl,
} from './export-query';

const from = (qs: string) => exportFiltersFromSearch(new URLSearchParams(qs));

describe('price list query', () => {
  it('builds the download address from every catalogue filter and the category', () => {
    const filters = from(
      'category=almaznaya-mozaika&q=кот&hashtag=%23хит&in_stock=1&recommendation=user_tops&favourites=1&sort=-price&page=4',
    );
    expect(priceListUrl('csv', filters)).toBe(
      `/api/v0/export/products.csv?category=almaznaya-mozaika&sort=-price&q=${encodeURIComponent('кот')}` +
        `&hashtag=${encodeURIComponent('хит')}&in_stock=true&recommendation=user_tops&favourites=true`,
    );
    expect(priceListUrl('xlsx', filters)).toMatch(
      /^\/api\/v0\/export\/products\.xlsx\?category=almaznaya-mozaika&/,
    );
  });

  it('asks for every page: no page or per_page, whatever the URL said', () => {
    const query = priceListQuery(from('page=9&q=лес'));
    expect(query).toEqual({ category: 'all', sort: 'code', q: 'лес' });
    expect(priceListUrl('csv', from(''))).toBe('/api/v0/export/products.csv?category=all&sort=code');
  });

  it('reads what the catalogue writes, so a catalogue link carries its filters to /export', () => {
    const href = exportHref('vyshivka-krestikom', {
      q: 'роза',
      hashtag: '',
      inStock: true,
      recommendation: null,
      favourites: false,
      sort: 'name',
      page: 3,
    });
    expect(href).toBe(
      `/export?q=${encodeURIComponent('роза')}&in_stock=1&sort=name&category=vyshivka-krestikom`,
    );
    const back = from(href.slice('/export?'.length));
    expect(back).toMatchObject({
      category: 'vyshivka-krestikom',
      q: 'роза',
      inStock: true,
      sort: 'name',
      page: 1,
    });
    expect(exportFiltersToSearch(back).toString()).toBe(href.slice('/export?'.length));
    expect(exportHref('all', { ...back, q: '', inStock: false, sort: 'code' })).toBe('/export');
  });
});
