import { useCallback } from 'react';
import { positiveParam as positive, useQueryState } from '@/lib/use-query-state';

/** `?version=` as the API takes it; anything else means both versions. */
const versionOf = (value: string | null): 'ru' | 'en' | null =>
  value === 'ru' || value === 'en' ? value : null;

/**
 * The outlets search of the stores-capacity page, kept in the URL (`?q=&version=&page=&outlet=`),
 * so a reload or a shared link shows the same list and the same outlet open.
 */
export function useOutletsSearch() {
  const { search, update } = useQueryState();
  const q = search.get('q') ?? '';
  const version = versionOf(search.get('version'));
  const page = positive(search.get('page')) ?? 1;
  const outletId = positive(search.get('outlet'));

  return {
    q,
    version,
    page,
    outletId,
    /** A new search text starts again at page 1 (replacing the history entry while typing). */
    setQ: useCallback((text: string) => update({ q: text.trim() || null, page: null }, true), [update]),
    /** Another version filter starts again at page 1. */
    setVersion: useCallback((v: 'ru' | 'en' | null) => update({ version: v, page: null }), [update]),
    select: useCallback((id: number | null) => update({ outlet: id === null ? null : String(id) }), [update]),
    /** The `?…` of a page of the current search, for real pagination links. */
    searchForPage: (p: number) => {
      const next = new URLSearchParams(search);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return `?${next.toString()}`;
    },
  };
}
