import { useSyncExternalStore } from 'react';
import { useUser } from '@/api/get-me';
import { useStores } from '@/api/get-stores';
import { appConfig } from '@/lib/app-config';
import { confirmationCookie, needsStoreConfirmation } from '@/lib/store-confirmation';

/** Whether the confirmation cookie is set, following every change made in this tab. */
export const useConfirmationCookie = () =>
  useSyncExternalStore(confirmationCookie.subscribe, confirmationCookie.isSet, confirmationCookie.isSet);

/**
 * docs/rules.md#store-confirmation for the logged-in user: `required` when the current store is the
 * version's main store, the user has more than one store and no confirmation cookie exists. The
 * stores come from GET /store (the header's selector query); while it loads the store counts as
 * unconfirmed; if it fails nothing is blocked (the server adds no rule for the cookie, decision 0006,
 * and without the list the user could not confirm anyway).
 */
export function useStoreConfirmationRule(): { required: boolean } {
  const user = useUser();
  const cookieSet = useConfirmationCookie();
  const mayNeed = !!user && user.current_store.id === appConfig.mainStoreId && !cookieSet;
  const stores = useStores({ enabled: mayNeed });
  // Until the list is known nothing is asked: an empty list (the other version's stores only,
  // decision 0014) must not open the modal on the way.
  if (!mayNeed || stores.isError || !stores.data) return { required: false };
  return {
    required: needsStoreConfirmation({
      currentStoreId: user.current_store.id,
      mainStoreId: appConfig.mainStoreId,
      storesCount: stores.data ? stores.data.length : null,
      cookieSet,
    }),
  };
}
