// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { setupWebTest } from '@/test/setup';
import { landingPrefetch } from './landing-prefetch';

await setupWebTest('ru');

const catalogue = { preload: vi.fn() };
/** The route table's shape around the catalogue: static siblings of /catalog/:categorySlug win over it. */
const routes: RouteObject[] = [
  {
    children: [
      { path: '/catalog', element: null },
      { path: '/catalog/:categorySlug', element: null },
      { path: '/catalog/basket', element: null },
      { path: '/orders', element: null },
    ],
  },
];
const landing = landingPrefetch(() => routes, catalogue);

/** The query keys `prefetch` started for `path`. */
function prefetchedKeys(path: string) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  landing.prefetch(queryClient, path);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

afterEach(() => catalogue.preload.mockClear());

describe('the login prepares the page it lands on (docs/rules.md#first-load)', () => {
  it('prefetches the category tree and the first products page of a catalogue landing', () => {
    expect(prefetchedKeys('/catalog')).toEqual([
      queryKeys.categories('ru'),
      queryKeys.products.list({ category: 'all', sort: 'code', page: 1, per_page: 50 }, 'ru'),
    ]);
  });

  it('reads the category and the filters of the remembered path', () => {
    expect(prefetchedKeys('/catalog/paints?q=kit&page=3')[1]).toEqual(
      queryKeys.products.list({ category: 'paints', sort: 'code', page: 3, per_page: 50, q: 'kit' }, 'ru'),
    );
  });

  it('prefetches only the category tree for any other page', () => {
    expect(prefetchedKeys('/orders')).toEqual([queryKeys.categories('ru')]);
    expect(prefetchedKeys('/catalog/basket')).toEqual([queryKeys.categories('ru')]);
    expect(prefetchedKeys('/')).toEqual([queryKeys.categories('ru')]);
  });

  it('fetches the catalogue code while the form is filled in, only for a catalogue landing', () => {
    landing.preload('/orders');
    expect(catalogue.preload).not.toHaveBeenCalled();
    landing.preload('/catalog/paints');
    expect(catalogue.preload).toHaveBeenCalledOnce();
  });
});
