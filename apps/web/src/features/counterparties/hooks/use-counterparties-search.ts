import type { CounterpartyStatus } from '@kits/contract';
import { useCallback } from 'react';
import { positiveParam, useQueryState } from '@/lib/use-query-state';

const versionOf = (value: string | null): 'ru' | 'en' | null =>
  value === 'ru' || value === 'en' ? value : null;
const statusOf = (value: string | null): CounterpartyStatus | null =>
  value === 'active' || value === 'blocked' ? value : null;

/**
 * The counterparties search kept in the URL (`?q=&status=&version=&page=`), so a reload, the back
 * button or a shared link shows the same list. A new text or filter starts again at page 1.
 */
export function useCounterpartiesSearch() {
  const { search, update } = useQueryState();
  return {
    q: search.get('q') ?? '',
    status: statusOf(search.get('status')),
    version: versionOf(search.get('version')),
    page: positiveParam(search.get('page')) ?? 1,
    /** Typing replaces the history entry instead of pushing one per letter. */
    setQ: useCallback((text: string) => update({ q: text.trim() || null, page: null }, true), [update]),
    setStatus: useCallback((s: CounterpartyStatus | null) => update({ status: s, page: null }), [update]),
    setVersion: useCallback((v: 'ru' | 'en' | null) => update({ version: v, page: null }), [update]),
    /** The `?…` of a page of the current search, for real pagination links. */
    searchForPage: (p: number) => {
      const next = new URLSearchParams(search);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return `?${next.toString()}`;
    },
  };
}
