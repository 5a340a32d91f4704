import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { OverlayChildren } from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import {
  autoOrderReasonParts,
  describeAutoOrderReason,
  parseAutoOrderReason,
} from '../utils/auto-order-reason';
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
  const parts = autoOrderReasonParts(parsed, t);
  const popover = (
    <Popover id={`ao-reason-${productId}`}>
      <Popover.Header as="h3" className="fs-6">
        {t('autoOrder.why')}
      </Popover.Header>
      <Popover.Body>
        <p className="fw-semibold mb-1">{parts.headline}</p>
        <ul className="list-unstyled small mb-0">
          {parts.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </Popover.Body>
    </Popover>
  );
  return (
    <ReasonBadge popover={popover} label={`${t('autoOrder.badge')}: ${describeAutoOrderReason(parsed, t)}`} />
  );
}

/**
 * react-bootstrap's Overlay positions with popper.js (~9 KiB brotli): loaded when a reason is first
 * about to show (hover, focus, a tap), not with the basket (docs/rules.md#first-load).
 */
const loadOverlay = () => import('react-bootstrap/Overlay');
const Overlay = lazy(loadOverlay);
const preloadOverlay = () => void loadOverlay().catch(() => {});

/** Whether focus came from the keyboard (`:focus-visible`); false where the selector is unknown. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

function ReasonBadge({ popover, label }: { popover: OverlayChildren; label: string }) {
  const { t } = useTranslation('basket');
  const badge = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const show = hovered || pinned;
  // Closed by Esc or a press outside the badge and its popover (our own listener: the overlay's
  // root-close took the tap that opened it for a press outside on a phone).
  useEffect(() => {
    if (!show) return;
    const close = () => {
      setHovered(false);
      setPinned(false);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || badge.current?.contains(target)) return;
      if (target instanceof Element && target.closest('.popover')) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [show]);
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
        // Hover and keyboard focus show it; a touch only through the click (a tap fires hover, focus
        // and click at once, and the first two must not fight the third).
        onPointerEnter={(event) => {
          preloadOverlay();
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerDown={preloadOverlay}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={(event) => {
          preloadOverlay();
          if (focusVisible(event.currentTarget)) setHovered(true);
        }}
        onBlur={() => setHovered(false)}
        aria-expanded={show}
        aria-label={label}
      >
        {t('autoOrder.badge')} <InfoIcon />
      </Badge>
      {show && (
        <Suspense fallback={null}>
          <Overlay target={badge} show placement="bottom" flip>
            {popover}
          </Overlay>
        </Suspense>
      )}
    </>
  );
}
