import { type MouseEvent, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LazyBasketModal } from '@/app/basket/lazy-basket-modal';
import { paths } from '@/config/paths';
import { BasketCount } from '@/features/basket/components/basket-count';

/** A plain left click (no modifier): the one that opens the modal; others open the page as links do. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The basket button of docs/rules.md#header (warehouse-level users) with the number of positions. A click
 * opens the basket modal (docs/rules.md#modals); it is still a link to /catalog/basket for a new tab, and on
 * that page it stays a plain link. `display` places it: the header shows one in the bar on phones (so the
 * basket is one tap away, not behind the menu toggler) and one in the menu from lg up.
 */
export function BasketButton({ display = 'd-flex', bar = false }: { display?: string; bar?: boolean }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const onBasketPage = useLocation().pathname === paths.basket.getHref();
  return (
    <>
      <Nav.Link
        as={NavLink}
        to={paths.basket.getHref()}
        className={`${display} align-items-center gap-1`}
        onPointerEnter={LazyBasketModal.preload}
        onFocus={LazyBasketModal.preload}
        onClick={(e: MouseEvent) => {
          if (onBasketPage || !plainClick(e)) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .49.4L2.89 3H14.5a.5.5 0 0 1 .49.6l-1.5 6a.5.5 0 0 1-.49.4H4.4l.3 1.5H13a.5.5 0 0 1 0 1H4.3a.5.5 0 0 1-.49-.4L1.61 2H.5a.5.5 0 0 1-.5-.5M3.1 4l1.1 5h8.9l1.25-5zM5 14a1 1 0 1 1-2 0 1 1 0 0 1 2 0m7 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2" />
        </svg>
        {/* In the bar of a phone the word is for screen readers only: the brand, icon, count and toggler fit one line. */}
        <span className={bar ? 'header-basket-label' : 'header-basket-word'}>{t('nav.basket')}</span>
        <BasketCount />
      </Nav.Link>
      <LazyBasketModal show={open} onHide={() => setOpen(false)} />
    </>
  );
}
