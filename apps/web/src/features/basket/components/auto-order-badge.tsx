import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Overlay, { type OverlayChildren } from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import { describeAutoOrderReason, parseAutoOrderReason } from '../utils/auto-order-reason';
import { InfoIcon } from './icons';

/**
 * The small badge of a line that came from an auto order (`from_auto_order`); with a reason, a
 * popover says why the auto order proposed it: shown while hovered or focused, and kept open by a
 * click or tap until a second one, Esc or a click elsewhere. (Hover, focus and click as three
 * toggling triggers closed it at once on a phone, where one tap fires all three.)
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
    <ReasonBadge popover={popover} label={`${t('autoOrder.badge')}: ${describeAutoOrderReason(parsed, t)}`} />
  );
}

function ReasonBadge({ popover, label }: { popover: OverlayChildren; label: string }) {
  const { t } = useTranslation('basket');
  const badge = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  return (
    <>
      <Badge
        ref={badge}
        as="button"
        type="button"
        bg="info-subtle"
        text="info-emphasis"
        className="border border-info-subtle auto-order-badge d-inline-flex align-items-center gap-1"
        onClick={() => {
          if (pinned) setHovered(false);
          setPinned(!pinned);
        }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        aria-expanded={hovered || pinned}
        aria-label={label}
      >
        {t('autoOrder.badge')} <InfoIcon />
      </Badge>
      <Overlay
        target={badge}
        show={hovered || pinned}
        placement="auto"
        rootClose
        onHide={(event) => {
          // Esc or a click elsewhere; a click on the badge itself is its own toggle.
          const onBadge = event.target instanceof Node && !!badge.current?.contains(event.target);
          if (onBadge && !event.type.startsWith('key')) return;
          setHovered(false);
          setPinned(false);
        }}
      >
        {popover}
      </Overlay>
    </>
  );
}
