import Badge from 'react-bootstrap/Badge';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import { describeAutoOrderReason, parseAutoOrderReason } from '../utils/auto-order-reason';
import { InfoIcon } from './icons';

/**
 * The small badge of a line that came from an auto order (`from_auto_order`); with a reason, a
 * popover on hover, focus or click says why the auto order proposed it.
 */
export function AutoOrderBadge({ reason, productId }: { reason: unknown; productId: number }) {
  const { t } = useTranslation('basket');
  const parsed = parseAutoOrderReason(reason);
  if (!parsed)
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="border border-info-subtle">
        {t('autoOrder.badge')}
      </Badge>
    );
  const popover = (
    <Popover id={`ao-reason-${productId}`}>
      <Popover.Header as="h3" className="fs-6">
        {t('autoOrder.why')}
      </Popover.Header>
      <Popover.Body>{describeAutoOrderReason(parsed, t)}</Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger placement="auto" trigger={['hover', 'focus', 'click']} overlay={popover} rootClose>
      <Badge
        as="button"
        type="button"
        bg="info-subtle"
        text="info-emphasis"
        className="border border-info-subtle auto-order-badge d-inline-flex align-items-center gap-1"
        aria-label={`${t('autoOrder.badge')}: ${describeAutoOrderReason(parsed, t)}`}
      >
        {t('autoOrder.badge')} <InfoIcon />
      </Badge>
    </OverlayTrigger>
  );
}
