import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** sessionStorage key of the saved scroll positions (px from the top, by history entry key). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

type Positions = Record<string, number>;

function savedPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

/** How long a restored position waits for the page to grow tall enough to reach it. */
const RESTORE_WAIT_MS = 2000;

/**
 * Scrolls the window to `y`; when the page is still too short (rows drawn in a deferred render,
 * pictures arriving), scrolls again each time the page grows, until it is reached, the user
 * scrolls or types, or RESTORE_WAIT_MS pass. Answers a function that stops waiting.
 */
function restoreTo(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return () => {};
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The window's scroll across navigations (mounted once, in the root layout): back and forward
 * return to where that history entry was left, any other navigation starts at the top, or at the
 * element the address's `#fragment` names; a navigation whose state says `keepScroll` (a drawer
 * opened over the page, its Back) leaves the scroll alone. Positions are kept by history entry (`location.key`)
 * and survive a reload of the tab (sessionStorage, written on `pagehide`); a page that is drawn
 * in steps is followed until it is tall enough (`restoreTo`). The browser's own restoration is
 * switched off: it would scroll before the page is drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  positions.current ??= savedPositions();
  const entry = useRef(location.key);

  useEffect(() => {
    const saved = positions.current!;
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      saved[entry.current] = window.scrollY;
    };
    const persist = () => sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry, reading that entry's navigation
  useLayoutEffect(() => {
    entry.current = location.key;
    const saved = positions.current![location.key];
    if (navigationType === 'POP') return saved === undefined ? undefined : restoreTo(saved);
    // A drawer opened over the page (the catalogue's quick view) is a history entry, not a new page.
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);
}
