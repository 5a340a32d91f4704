import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { num } from '@/lib/format';
import { pageWindow } from '@/lib/page-window';

/** Where a page number leads: a real link (`?…`, keeps the page in the URL) or a callback (modals). */
export type PageTarget =
  | { searchFor: (page: number) => string; onNavigate?: () => void; onPage?: never }
  | { onPage: (page: number) => void; searchFor?: never; onNavigate?: never };

export type PageLinksProps = PageTarget & {
  page: number;
  lastPage: number;
  /** Translated name of the navigation ("Product list pages"); previous/next come from `common`. */
  label: string;
};

/** A symbol for the eye, its name for a screen reader. */
const named = (symbol: string, name: string) => (
  <>
    <span aria-hidden="true">{symbol}</span>
    <span className="visually-hidden">{name}</span>
  </>
);

/**
 * Bootstrap page links: previous, a window of page numbers with gaps (`pageWindow`), next. The
 * current page is marked `aria-current`; nothing renders for a single page.
 */
export function PageLinks({ page, lastPage, label, ...target }: PageLinksProps) {
  const { t } = useTranslation('common');
  if (lastPage <= 1) return null;
  const item = (key: string, to: number | null, content: ReactNode) => {
    const current = to === page;
    const disabled = to === null || to < 1 || to > lastPage;
    let inner: ReactNode;
    if (target.onPage) {
      inner = (
        <button
          type="button"
          className="page-link"
          aria-current={current ? 'page' : undefined}
          disabled={disabled}
          onClick={() => to !== null && !current && target.onPage(to)}
        >
          {content}
        </button>
      );
    } else if (current || disabled) {
      inner = (
        <span className="page-link" aria-current={current ? 'page' : undefined}>
          {content}
        </span>
      );
    } else {
      inner = (
        <Link className="page-link" to={{ search: target.searchFor(to) }} onClick={target.onNavigate}>
          {content}
        </Link>
      );
    }
    return (
      <li key={key} className={`page-item${current ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
        {inner}
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item('prev', page > 1 ? page - 1 : null, named('‹', t('pagination.previous')))}
        {pageWindow(page, lastPage).map((p, i) =>
          p === null ? item(`gap-${i}`, null, <span aria-hidden="true">…</span>) : item(String(p), p, num(p)),
        )}
        {item('next', page < lastPage ? page + 1 : null, named('›', t('pagination.next')))}
      </ul>
    </nav>
  );
}

/**
 * The page links under a paged list (`meta` of the answer), in a `div` of `className`; nothing
 * before the first answer.
 */
export function ListPageLinks({
  meta,
  className = 'd-flex justify-content-center mt-3',
  ...links
}: PageTarget & {
  label: string;
  meta: { page: number; last_page: number } | undefined;
  className?: string;
}) {
  if (!meta) return null;
  return (
    <div className={className}>
      <PageLinks page={meta.page} lastPage={meta.last_page} {...links} />
    </div>
  );
}
