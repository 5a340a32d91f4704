import { useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches now (`window.matchMedia`), following its changes; false
 * where there is no window. E.g. `useMediaQuery(PHONE_MEDIA)` for a phone's layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone's screen: narrower than Bootstrap's md breakpoint (768 px). */
export const PHONE_MEDIA = '(max-width: 767.98px)';
