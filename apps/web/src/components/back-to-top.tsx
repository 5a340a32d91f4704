import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** How far down (px) the page must be scrolled before the button shows (the spec gives no figure). */
export const BACK_TO_TOP_AFTER = 400;

/** The strip at the window's bottom (px) the button takes: its 1rem margin, its height, a margin above. */
const BUTTON_ZONE = 72;

/**
 * How far (px) a bar of primary actions marked `data-bottom-bar` (the basket's sticky footer)
 * reaches up from the window's bottom edge when it lies in the button's strip; 0 when there is
 * none or it is higher up the page.
 */
export function bottomBarReach(): number {
  let reach = 0;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-bottom-bar]')) {
    const { top, bottom } = bar.getBoundingClientRect();
    if (bottom > window.innerHeight - BUTTON_ZONE && top < window.innerHeight)
      reach = Math.max(reach, window.innerHeight - top);
  }
  return reach;
}

/**
 * docs/rules.md#screen-elements back-to-top button: once the window is scrolled more than
 * BACK_TO_TOP_AFTER px down, a round button in the bottom-right corner scrolls smoothly back to the
 * top. It never covers a primary action: over a bar marked `data-bottom-bar` it sits above the bar.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const update = () => {
      const down = window.scrollY > BACK_TO_TOP_AFTER;
      setShown(down);
      setLift(down ? bottomBarReach() : 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  return (
    <Button
      variant="secondary"
      className="position-fixed bottom-0 end-0 m-3 rounded-circle shadow lh-1 p-2"
      style={{ zIndex: 1030, transform: lift ? `translateY(-${lift}px)` : undefined }}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width={20} height={20} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M8 3.5a.75.75 0 0 1 .53.22l4.5 4.5a.75.75 0 0 1-1.06 1.06L8.75 6.06v6.19a.75.75 0 0 1-1.5 0V6.06L4.03 9.28a.75.75 0 0 1-1.06-1.06l4.5-4.5A.75.75 0 0 1 8 3.5" />
      </svg>
    </Button>
  );
}
