import type { OrderStatusEntry } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';
import './order-status-history.css';

/**
 * The order's status history as a small timeline, oldest first (docs/rules.md#order-status): each
 * move's status, when, the staff comment, who — for staff, the server sends it only to them — and
 * «in МойСклад» for a move made there (docs/moysklad.md §Statuses back).
 */
export function OrderStatusHistory({ history }: { history: OrderStatusEntry[] }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="order-timeline list-unstyled mb-0" aria-label={t('history.label')}>
      {history.map((entry) => (
        <li key={entry.status} className="order-timeline-item small">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <OrderStatusBadge status={entry.status} />
            <time dateTime={entry.created_at} className="text-body-secondary">
              {dateTime(entry.created_at)}
            </time>
            {entry.user && <span className="text-body-secondary">· {entry.user.username}</span>}
            {entry.source === 'moysklad' && (
              <span className="text-body-secondary">· {t('history.fromMoysklad')}</span>
            )}
          </div>
          {entry.comment && <p className="mb-0 mt-1 text-break">{entry.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
