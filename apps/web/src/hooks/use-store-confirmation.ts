import { confirmStorePrompt } from '@/lib/confirm-store-prompt';
import { useStoreConfirmationRule } from './use-store-confirmation-rule';

/**
 * Whether adding to the basket is allowed by the store confirmation (docs/rules.md#store-confirmation,
 * docs/rules.md#spec-5), and `ask`: opens the confirm-store modal again (after "later").
 */
export type StoreConfirmation = { confirmed: boolean; ask: () => void };

/**
 * docs/rules.md#store-confirmation: in the version's main store (1 / 56) with more than one store and no
 * confirmation cookie, adding is blocked, and the confirm-store modal (features/stores) opens when
 * the buyer first tries to add — never by itself on sign-in, stacked on another dialog; its
 * confirm button sets the cookie for 86400 s, and every basket button is enabled again at once.
 * The basket buttons pass `confirmed` to canAddToBasket; while it is false their add buttons stay
 * clickable and call `ask` instead of adding ("adding is blocked *and the modal opens*", docs/rules.md#store-confirmation),
 * so a user who chose "later" is never left with dead buttons.
 */
export function useStoreConfirmation(): StoreConfirmation {
  const { required } = useStoreConfirmationRule();
  return { confirmed: !required, ask: confirmStorePrompt.open };
}
