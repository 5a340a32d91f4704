import type { ReactNode } from 'react';
import { ListPageLinks } from './page-links';
import { LoadingStatus, type QueryLike, QueryState } from './query-state';

/** A page of a paged answer: its rows and `meta` (page, last page, total). */
export type PagedAnswer<T> = { data: T[]; meta: { page: number; last_page: number; total: number } };

type SearchResultsProps<T> = {
  query: QueryLike<PagedAnswer<T>>;
  /** What failed ("The search failed"). */
  errorTitle: string;
  /** Why nothing is shown ("Nothing found for «кот»"). */
  emptyText: string;
  /** The count line over the rows, from the total of the search. */
  foundText: (total: number) => string;
  /** The name of the page links for a screen reader, and the `?…` of each page. */
  pagesLabel: string;
  searchForPage: (page: number) => string;
  children: (rows: T[]) => ReactNode;
};

/**
 * The results of a search page under its search box: loading, the error with a retry, nothing
 * found, or the count, the rows (`children`, a table) and the page links.
 */
export function SearchResults<T>({
  query,
  errorTitle,
  emptyText,
  foundText,
  pagesLabel,
  searchForPage,
  children,
}: SearchResultsProps<T>) {
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      pending={<LoadingStatus className="text-body-secondary" />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="text-body-secondary">{emptyText}</p>}
    >
      {(answer) => (
        <>
          <p className="small text-body-secondary mb-2">{foundText(answer.meta.total)}</p>
          {children(answer.data)}
          <ListPageLinks className="mt-2" label={pagesLabel} meta={answer.meta} searchFor={searchForPage} />
        </>
      )}
    </QueryState>
  );
}
