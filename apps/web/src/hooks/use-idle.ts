import { useEffect, useState } from 'react';

/** The longest wait for an idle moment (ms): on a busy page the deferred work still starts. */
const IDLE_TIMEOUT = 2_000;

/**
 * False until the browser is first idle after mounting or after `key` changed (requestIdleCallback,
 * at most IDLE_TIMEOUT ms; a 0 ms timer where it is missing), then true. For work that must not
 * compete with the page's first content, like the what's-new modal over the catalogue a login
 * lands on (docs/rules.md#first-load).
 */
export function useIdle(key?: unknown): boolean {
  const [idleKey, setIdleKey] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    const done = () => setIdleKey({ key });
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(done, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT });
    return () => window.cancelIdleCallback(handle);
  }, [key]);
  return idleKey !== null && Object.is(idleKey.key, key);
}
