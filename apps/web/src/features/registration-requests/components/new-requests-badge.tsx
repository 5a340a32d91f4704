import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { useNewRequestsCount } from '../api/get-new-requests-count';

/**
 * The count of new registration requests as a small pill (the services menu, the counterparty
 * card and tab), read for managers only (`enabled`); nothing while there are none or it loads.
 */
export function NewRequestsBadge({
  enabled = true,
  className = 'ms-2',
}: {
  enabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const count = useNewRequestsCount(enabled);
  if (!count.data) return null;
  return (
    <Badge pill bg="danger" className={className} title={t('user.newRequests', { count: count.data })}>
      <span aria-hidden="true">{count.data}</span>
      <span className="visually-hidden">{t('user.newRequests', { count: count.data })}</span>
    </Badge>
  );
}
