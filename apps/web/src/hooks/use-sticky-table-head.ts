import { type RefCallback, useCallback, useEffect } from 'react';

/** The attribute set on a `.table-responsive` wrapper whose table fits it, so its header can stick. */
export const STICKY_HEAD_ATTR = 'data-sticky-head';

/**
 * Whether a table is as wide as its wrapper or narrower (no sideways scrolling needed); 1 px of
 * rounding allowed.
 */
export const tableFits = (table: { offsetWidth: number }, wrapper: { clientWidth: number }) =>
  table.offsetWidth <= wrapper.clientWidth + 1;

/**
 * A ref for a long table (`<Table responsive className="table-sticky-head">`) whose header row
 * stays in view under the sticky navbar while the page scrolls (docs/rules.md#sticky-table-head).
 * A header can only stick to the page when no ancestor scrolls: while the table fits its
 * `.table-responsive` wrapper, the wrapper gets STICKY_HEAD_ATTR and drops its overflow
 * (app/theme.css); when the table is wider (a phone), it keeps scrolling sideways and the header
 * scrolls away with the rows. Follows resizes of the table and the wrapper.
 */
export function useStickyTableHead(): RefCallback<HTMLTableElement> {
  return useCallback((table: HTMLTableElement | null) => {
    const wrapper = table?.parentElement;
    if (!table || !wrapper || typeof ResizeObserver === 'undefined') return;
    const update = () => wrapper.toggleAttribute(STICKY_HEAD_ATTR, tableFits(table, wrapper));
    const observer = new ResizeObserver(update);
    observer.observe(wrapper);
    observer.observe(table);
    update();
    return () => {
      observer.disconnect();
      wrapper.removeAttribute(STICKY_HEAD_ATTR);
    };
  }, []);
}

/**
 * Keeps the CSS variable `--app-header-height` (px) equal to the height of the sticky navbar
 * (`.app-header`), so sticky table headers sit just under it, also when it wraps or its menu opens.
 */
export function useHeaderHeightVariable() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.app-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-header-height', `${header.offsetHeight}px`);
    const observer = new ResizeObserver(update);
    observer.observe(header);
    update();
    return () => observer.disconnect();
  }, []);
}
