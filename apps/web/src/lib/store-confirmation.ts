import { CONFIRM_STORE_COOKIE, CONFIRM_STORE_COOKIE_SECONDS } from '@kits/contract';
import Cookies from 'js-cookie';

/**
 * docs/rules.md#store-confirmation, docs/rules.md#spec-5: adding to the basket needs a confirmed store when the current
 * store is the version's main store (1 Russian, 56 English; docs/rules.md#spec-9), the user has more than one
 * store and no confirmation cookie exists. `storesCount` null: the stores are not known yet — the
 * store counts as unconfirmed until they are, so nothing is added to the main store by accident.
 */
export function needsStoreConfirmation({
  currentStoreId,
  mainStoreId,
  storesCount,
  cookieSet,
}: {
  currentStoreId: number;
  mainStoreId: number;
  storesCount: number | null;
  cookieSet: boolean;
}): boolean {
  if (currentStoreId !== mainStoreId || cookieSet) return false;
  return storesCount === null || storesCount > 1;
}

const DAY_SECONDS = 86_400;
const listeners = new Set<() => void>();

/**
 * The confirmation cookie of docs/rules.md#spec-4/docs/rules.md#spec-9 (`store_confirmed`, 86400 s; the value is the confirmed
 * store id, only its presence counts). A client cookie only: the server adds no rule for it
 * (decision 0006). Subscribable, so every basket button follows a confirmation at once.
 */
export const confirmationCookie = {
  isSet: (): boolean => Cookies.get(CONFIRM_STORE_COOKIE) !== undefined,
  set(storeId: number) {
    Cookies.set(CONFIRM_STORE_COOKIE, String(storeId), {
      expires: CONFIRM_STORE_COOKIE_SECONDS / DAY_SECONDS,
      path: '/',
      sameSite: 'lax',
    });
    for (const listener of listeners) listener();
  },
  /** Forgets the confirmation (a store switch that failed; tests). */
  clear() {
    Cookies.remove(CONFIRM_STORE_COOKIE, { path: '/' });
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
