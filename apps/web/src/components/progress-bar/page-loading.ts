import { useEffect, useSyncExternalStore } from 'react';

let loading = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Counts the calling component as a page loading its code while it is mounted: a lazy page's
 * Suspense fallback (`lazyPage` in app/routes/lazy-route.tsx), so the progress bar runs while a
 * route loads (docs/rules.md#progress-bar).
 */
export function useMarkPageLoading(): void {
  useEffect(() => {
    loading += 1;
    notify();
    return () => {
      loading -= 1;
      notify();
    };
  }, []);
}

/** True while any page is loading its code (a mounted `useMarkPageLoading`). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
