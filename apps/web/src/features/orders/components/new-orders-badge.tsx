import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { ordersQueryOptions } from '../api/get-orders';

/**
 * Staff are told of new orders (docs/rules.md#order-status): the count of this version's orders
 * still `new` (waiting to be confirmed) as a pill by the header's Orders link, read once a minute
 * (GET /orders?status=new, its `meta.total`); nothing while there are none or it loads.
 */
export function NewOrdersBadge() {
  const { t } = useTranslation('layout');
  const count = useQuery({
    ...ordersQueryOptions({ status: 'new' }),
    select: (answer) => answer.meta.total,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  if (!count.data) return null;
  return (
    <Badge pill bg="primary" className="ms-1" title={t('user.newOrders', { count: count.data })}>
      <span aria-hidden="true">{count.data}</span>
      <span className="visually-hidden">{t('user.newOrders', { count: count.data })}</span>
    </Badge>
  );
}
