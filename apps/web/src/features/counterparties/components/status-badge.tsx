import type { CounterpartyStatus } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** A counterparty's status (docs/rules.md#counterparty): active green, blocked red. */
export function StatusBadge({ status }: { status: CounterpartyStatus }) {
  const { t } = useTranslation('counterparties');
  return (
    <Badge
      bg={status === 'blocked' ? 'danger-subtle' : 'success-subtle'}
      text={status === 'blocked' ? 'danger-emphasis' : 'success-emphasis'}
      className={`border ${status === 'blocked' ? 'border-danger-subtle' : 'border-success-subtle'}`}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
