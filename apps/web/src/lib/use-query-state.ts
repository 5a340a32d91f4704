import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads a positive integer query parameter (`?page=2`), or null. */
export const positiveParam = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : null;
};

/**
 * A page's state kept in its URL query, so a reload or a shared link shows the same view:
 * `search` (the current parameters) and `update(change, replace?)`, which sets the given keys
 * (null or '' deletes one) and keeps every other parameter; `replace` replaces the history entry
 * (while typing) instead of pushing one.
 */
export function useQueryState() {
  const [search, setSearch] = useSearchParams();
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
  return { search, update };
}
