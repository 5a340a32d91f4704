import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { num } from '../../../lib/format';
import { pageWindow } from '../../catalog/utils/page-window';

const hidden = (symbol: string, label: string) => (
  <>
    <span aria-hidden="true">{symbol}</span>
    <span className="visually-hidden">{label}</span>
  </>
);

/** Page links of the orders list (20 a page); every page is a real link with the filters kept. */
export function OrdersPagination({
  page,
  lastPage,
  searchFor,
}: {
  page: number;
  lastPage: number;
  searchFor: (page: number) => string;
}) {
  const { t } = useTranslation('orders');
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
          <Link className="page-link" to={{ search: searchFor(target) }}>
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
