/**
 * When the confirm-store modal is open (docs/rules.md#modals, docs/rules.md#store-confirmation).
 * It never opens by itself when products are shown (after sign-in it would stack on the what's-new
 * log, and come back every day): a basket button of an unconfirmed store opens it when the buyer
 * first tries to add (`open`), and it waits for any other modal to close before it shows.
 */
type State = { open: boolean };

let state: State = { open: false };
const listeners = new Set<() => void>();

function set(next: State) {
  if (next.open === state.open) return;
  state = next;
  for (const listener of listeners) listener();
}

export const confirmStorePrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getState: (): State => state,
  /** Opens the modal: an add button of an unconfirmed store was clicked. */
  open: () => set({ open: true }),
  /** Closed without confirming ("later"): adding stays blocked, the next add asks again. */
  dismiss: () => set({ open: false }),
  /** Confirmed: nothing more to ask. */
  close: () => set({ open: false }),
  /** For tests: back to the first visit. */
  reset: () => set({ open: false }),
};
