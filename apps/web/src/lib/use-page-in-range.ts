import { useEffect } from 'react';

/**
 * A paged list opened on a page past its end (a link from when the list was longer): goes to the
 * last page instead, through `goTo`. `meta` is the answer's, `rows` how many rows it holds.
 */
export function usePageInRange({
  meta,
  rows,
  page,
  goTo,
}: {
  meta: { total: number; last_page: number } | undefined;
  rows: number;
  page: number;
  goTo: (page: number) => void;
}) {
  useEffect(() => {
    if (meta && rows === 0 && meta.total > 0 && page > meta.last_page) goTo(meta.last_page);
  }, [meta, rows, page, goTo]);
}
