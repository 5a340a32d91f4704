import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Badge colours of the statuses the page knows; any other status is shown as the server names it. */
const VARIANT: Record<string, string> = {
  new: 'primary',
  processing: 'info',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'secondary',
};

/** An order's status as a translated badge (every order starts as `new`; later states come from the stock system). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const variant = VARIANT[status] ?? 'secondary';
  return (
    <Badge bg={variant} text={variant === 'info' ? 'dark' : undefined} className="fw-semibold">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
