import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { num } from '../../../lib/format';
import { pageWindow } from '../../catalog/utils/page-window';

/** Page buttons of the favourites modal (its page is not in the URL: the modal sits over any page). */
export function FavouritesPagination({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('favourites');
  if (lastPage <= 1) return null;
  const item = (key: string, target: number | null, content: ReactNode, label?: string) => {
    const current = target === page;
    const disabled = target === null || target < 1 || target > lastPage;
    return (
      <li key={key} className={`page-item${current ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
        <button
          type="button"
          className="page-link"
          aria-current={current ? 'page' : undefined}
          aria-label={label}
          disabled={disabled}
          onClick={() => target !== null && !current && onPage(target)}
        >
          {content}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item('prev', page > 1 ? page - 1 : null, '‹', t('pagination.previous'))}
        {pageWindow(page, lastPage).map((p, i) =>
          p === null ? item(`gap-${i}`, null, '…') : item(String(p), p, num(p)),
        )}
        {item('next', page < lastPage ? page + 1 : null, '›', t('pagination.next'))}
      </ul>
    </nav>
  );
}
