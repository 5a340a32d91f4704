import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Codec<F> = {
  /** The filters a URL query holds (defaults for what it lacks). */
  fromSearch: (search: URLSearchParams) => F;
  /** The URL query of the filters (defaults left out). */
  toSearch: (filters: F) => URLSearchParams;
  /** The filters after a change (a changed filter usually goes back to page 1). */
  apply: (current: F, change: Partial<F>) => F;
};

/**
 * A list's filters kept in the URL query: links are shareable and the back button steps through
 * them. `setFilters(change, { replace })` — `replace` for changes that shouldn't each make a history
 * entry (typing); `resetTo(filters)`; `searchForPage(n)` the `?…` of page n for real links. The
 * codec's functions must be stable (module-level).
 */
export function useUrlFilters<F extends { page: number }>({ fromSearch, toSearch, apply }: Codec<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => fromSearch(searchParams), [fromSearch, searchParams]);

  // The filters as last written. The router applies a navigation a moment later, so two quick
  // changes (the debounced search, then a click) must build on each other, not on the last render.
  // A new URL (back button, a link) wins again as soon as it renders.
  const latest = useRef(filters);
  const rendered = useRef(filters);
  if (rendered.current !== filters) {
    rendered.current = filters;
    latest.current = filters;
  }

  const setFilters = useCallback(
    (change: Partial<F>, options?: { replace?: boolean }) => {
      latest.current = apply(latest.current, change);
      setSearchParams(toSearch(latest.current), { replace: options?.replace });
    },
    [apply, toSearch, setSearchParams],
  );

  /** `next`: the filters to start again from, built on the filters as last written. */
  const resetTo = useCallback(
    (next: (current: F) => F) => {
      latest.current = next(latest.current);
      setSearchParams(toSearch(latest.current));
    },
    [toSearch, setSearchParams],
  );

  const searchForPage = useCallback(
    (page: number) => {
      const search = toSearch({ ...filters, page }).toString();
      return search ? `?${search}` : '';
    },
    [filters, toSearch],
  );

  return { filters, setFilters, resetTo, searchForPage };
}
