import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Badge colours of the statuses (docs/rules.md#order-status); any other status is shown as the server names it. */
const VARIANT: Record<string, string> = {
  new: 'primary',
  confirmed: 'info',
  assembled: 'warning',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'secondary',
};
/** Badges on a light colour take dark text. */
const DARK_TEXT = new Set(['info', 'warning']);

/** An order's status as a translated badge (every order starts as `new`; staff move it on, docs/rules.md#order-status). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const variant = VARIANT[status] ?? 'secondary';
  return (
    <Badge bg={variant} text={DARK_TEXT.has(variant) ? 'dark' : undefined} className="fw-semibold">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
