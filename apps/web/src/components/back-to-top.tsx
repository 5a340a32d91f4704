import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** How far down (px) the page must be scrolled before the button shows (the spec gives no figure). */
export const BACK_TO_TOP_AFTER = 400;

/**
 * docs/rules.md#screen-elements back-to-top button: once the window is scrolled more than
 * BACK_TO_TOP_AFTER px down, a round button in the bottom-right corner scrolls smoothly back to the top.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <Button
      variant="secondary"
      className="position-fixed bottom-0 end-0 m-3 rounded-circle shadow lh-1 p-2"
      style={{ zIndex: 1030 }}
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
