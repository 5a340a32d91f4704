import { BASKET_STALE_MS, isWarehouseLevel } from '@kits/contract';
import { useEffect, useRef } from 'react';
import { useUser } from '@/api/get-me';
import { BASKET_UPDATE_EVENT } from '../utils/basket-events';
import { useBasket, useBasketErrorToast } from './use-basket';

/** How often the page checks the basket's age (the refresh itself waits for BASKET_STALE_MS). */
const STALE_CHECK_MS = 30_000;

/**
 * Keeps the basket fresh (docs/rules.md#basket-refresh): reloads it when the last update (load, change, or
 * failed load) is over BASKET_STALE_MS (4 min) old while a warehouse-level user is logged in and the tab
 * is visible, and on the update event (window `basket:update`; invalidating `queryKeys.basket` works
 * through the query). Shows the load-failure toast (docs/rules.md#spec-8), once per failure. Mount it once — the
 * header's basket button does.
 */
export function useBasketSync({ checkEveryMs = STALE_CHECK_MS }: { checkEveryMs?: number } = {}) {
  const user = useUser();
  const active = isWarehouseLevel(user);
  const basket = useBasket();
  const fail = useBasketErrorToast();
  const { reload, loadError, updatedAt, loading } = basket;
  const lastTry = useRef(Date.now());
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (!loadError || toasted.current === loadError) return;
    toasted.current = loadError;
    fail('load', loadError);
  }, [loadError, fail]);

  useEffect(() => {
    if (loading) lastTry.current = Date.now();
  }, [loading]);

  useEffect(() => {
    if (!active) return;
    const onUpdate = () => void reload();
    const checkAge = () => {
      if (document.visibilityState === 'hidden' || loading) return;
      const last = Math.max(updatedAt ?? 0, lastTry.current);
      if (Date.now() - last > BASKET_STALE_MS) void reload();
    };
    window.addEventListener(BASKET_UPDATE_EVENT, onUpdate);
    window.addEventListener('focus', checkAge);
    const timer = window.setInterval(checkAge, checkEveryMs);
    return () => {
      window.removeEventListener(BASKET_UPDATE_EVENT, onUpdate);
      window.removeEventListener('focus', checkAge);
      window.clearInterval(timer);
    };
  }, [active, reload, updatedAt, loading, checkEveryMs]);
}
