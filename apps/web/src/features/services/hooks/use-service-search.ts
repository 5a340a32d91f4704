import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads a positive integer query parameter, or null. */
const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : null;
};

/**
 * The product search of the service pages, kept in the URL (`?q=&page=&product=`), so a reload or
 * a shared link shows the same search and product. Other parameters (`tab`, `job`) are kept.
 */
export function useServiceSearch() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = positive(search.get('page')) ?? 1;
  const productId = positive(search.get('product'));

  const update = useCallback(
    (change: Record<string, string | null>, replace = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearch],
  );

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
