import type { RequestStatus } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const VARIANT: Record<RequestStatus, { bg: string; text?: 'dark' }> = {
  new: { bg: 'primary' },
  in_progress: { bg: 'warning', text: 'dark' },
  approved: { bg: 'success' },
  rejected: { bg: 'secondary' },
};

/** A request's status (docs/rules.md#request-status) as a translated badge. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('registration-requests');
  const { bg, text } = VARIANT[status];
  return (
    <Badge bg={bg} text={text} className="fw-semibold">
      {t(`status.${status}`)}
    </Badge>
  );
}
