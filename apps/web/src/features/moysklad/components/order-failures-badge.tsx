import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { moyskladConnectionQueryOptions } from '../api/get-moysklad-connection';

/**
 * Staff are told of orders МойСклад refused (docs/moysklad.md §Orders out): their count as a red
 * pill on the services menu's МойСклад card (admins: GET /services/moysklad); nothing while there
 * are none, МойСклад is not connected, or it loads.
 */
export function OrderFailuresBadge() {
  const { t } = useTranslation('moysklad');
  const failures = useQuery({
    ...moyskladConnectionQueryOptions(),
    select: (res) => res.data.order_failures.length,
    staleTime: 60_000,
  });
  if (!failures.data) return null;
  return (
    <Badge pill bg="danger" className="ms-2" title={t('orders.failuresBadge', { count: failures.data })}>
      <span aria-hidden="true">{failures.data}</span>
      <span className="visually-hidden">{t('orders.failuresBadge', { count: failures.data })}</span>
    </Badge>
  );
}
