import { useCallback } from 'react';
import { positiveParam as positive, useQueryState } from '@/lib/use-query-state';

/**
 * The product search of the service pages, kept in the URL (`?q=&page=&product=`), so a reload or
 * a shared link shows the same search and product. Other parameters (`tab`, `job`) are kept.
 */
export function useServiceSearch() {
  const { search, update } = useQueryState();
  const q = search.get('q') ?? '';
  const page = positive(search.get('page')) ?? 1;
  const productId = positive(search.get('product'));

  return {
    q,
    page,
    productId,
    /** A new search text starts again at page 1 (replacing the history entry while typing). */
    setQ: useCallback((text: string) => update({ q: text.trim() || null, page: null }, true), [update]),
    setPage: useCallback((p: number) => update({ page: p > 1 ? String(p) : null }), [update]),
    select: useCallback(
      (id: number | null) => update({ product: id === null ? null : String(id) }),
      [update],
    ),
    /** The `?…` of a page of the current search, for real pagination links. */
    searchForPage: (p: number) => {
      const next = new URLSearchParams(search);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return `?${next.toString()}`;
    },
  };
}
