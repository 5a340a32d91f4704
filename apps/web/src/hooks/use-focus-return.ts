import { useEffect } from 'react';
import { CONTENT_ID } from '@/config/layout';

/** Can `el` take focus now: still in the page, shown, not disabled or inert. */
function canFocus(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false;
  if (el.closest('[hidden], [inert], .modal') || (el as HTMLButtonElement).disabled) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** The toggle of the dropdown menu holding `el` (null outside one, or once `el` left the page). */
const menuToggle = (el: Element | null) =>
  el?.closest('.dropdown, .dropup, .nav-item')?.querySelector('.dropdown-toggle') ?? null;

/**
 * Where focus goes back when it fell to `<body>`: the last element focused outside any modal when it
 * can still take focus; else, for an item of a closed dropdown menu, that menu's toggle; else the
 * page's main element (docs/rules.md#layouts), so the next Tab continues in the page.
 */
export function focusReturnTarget(
  last: Element | null,
  lastToggle: Element | null = null,
): HTMLElement | null {
  if (canFocus(last)) return last;
  const toggle = menuToggle(last) ?? lastToggle;
  if (canFocus(toggle)) return toggle;
  const main = document.getElementById(CONTENT_ID);
  if (!main) return null;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

const hasModal = (node: Node) =>
  node instanceof Element && (node.matches('.modal, [role="dialog"]') || !!node.querySelector('.modal'));

/**
 * Issue 16 item 7: closing a modal (Esc, the close button) never leaves focus on `<body>`. Modals
 * restore focus to the element that opened them, which fails when that element is gone or hidden
 * (an item of a dropdown that has closed, a modal that opened by itself such as what's-new); then
 * focus goes to `focusReturnTarget`. Mounted once, in the root layout.
 */
export function useFocusReturn() {
  useEffect(() => {
    let last: Element | null = null;
    // Kept apart: a menu item that opened a modal is often gone (with its menu) by the time it closes.
    let lastToggle: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (!(target instanceof Element) || target.closest('.modal')) return;
      last = target;
      lastToggle = menuToggle(target);
    };
    const observer = new MutationObserver((mutations) => {
      const closed = mutations.some((m) => [...m.removedNodes].some(hasModal));
      if (!closed || document.querySelector('.modal.show')) return;
      // After the modal's own restore: only when it left focus nowhere.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        focusReturnTarget(last, lastToggle)?.focus({ preventScroll: true });
      });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
