/** Whether adding to the basket is allowed by the store confirmation (spec §4 Store confirmation, §5). */
export type StoreConfirmation = { confirmed: boolean };

/**
 * Hook point of spec §4 Store confirmation: in store 1 with more than one store and no
 * confirmation cookie, adding is blocked until the confirm-store modal sets the cookie. The
 * confirm-store modal and cookie arrive with the franchise issue, which replaces this body; until
 * then every store counts as confirmed. The basket buttons pass `confirmed` to canAddToBasket.
 */
export function useStoreConfirmation(): StoreConfirmation {
  return { confirmed: true };
}
