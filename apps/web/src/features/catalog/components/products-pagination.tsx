import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { num } from '../../../lib/format';
import { pageWindow } from '../utils/page-window';

type Props = {
  page: number;
  lastPage: number;
  /** The `?…` of a page, so every page is a real link (open in a new tab, copy). */
  searchFor: (page: number) => string;
  onNavigate?: () => void;
};

/** Page links of the product table (50 a page), Bootstrap's pagination markup with router links. */
/** A symbol for the eye, its name for a screen reader. */
const hidden = (symbol: string, label: string) => (
  <>
    <span aria-hidden="true">{symbol}</span>
    <span className="visually-hidden">{label}</span>
  </>
);

export function ProductsPagination({ page, lastPage, searchFor, onNavigate }: Props) {
  const { t } = useTranslation('catalog');
  if (lastPage <= 1) return null;

  const item = (key: string, target: number | null, content: ReactNode) => {
    const current = target === page;
    const disabled = target === null || target < 1 || target > lastPage;
    return (
      <li key={key} className={`page-item${current ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
        {current || disabled ? (
          <span className="page-link" aria-current={current ? 'page' : undefined}>
            {content}
          </span>
        ) : (
          <Link className="page-link" to={{ search: searchFor(target) }} onClick={onNavigate}>
            {content}
          </Link>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item('prev', page > 1 ? page - 1 : null, hidden('‹', t('pagination.previous')))}
        {pageWindow(page, lastPage).map((p, i) =>
          p === null ? item(`gap-${i}`, null, <span aria-hidden="true">…</span>) : item(String(p), p, num(p)),
        )}
        {item('next', page < lastPage ? page + 1 : null, hidden('›', t('pagination.next')))}
      </ul>
    </nav>
  );
}
