import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_ID } from '@/config/layout';
import './skip-link.css';

/**
 * "Skip to content" (issue 16 item 7): the first tab stop of every page, hidden until it has focus.
 * Activating it moves focus to the layout's `<main id="content">` (made focusable for that) without
 * touching the URL, so the next Tab starts in the page, not in the header.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${CONTENT_ID}`} className="skip-link visually-hidden-focusable" onClick={onClick}>
      {t('common:skipToContent')}
    </a>
  );
}
