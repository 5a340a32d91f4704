/**
 * When the confirm-store modal is open (docs/rules.md#modals, docs/rules.md#store-confirmation). Every basket button
 * that finds its store unconfirmed `attach`es here; the first one opens the modal. Closing it
 * without confirming keeps it closed while products with basket buttons stay on screen (the
 * buttons say why they are disabled); once none is left — the user went to another page — the next
 * product list asks again. A list swapped for the next page or filter does not count as leaving.
 */
type State = { open: boolean };

let state: State = { open: false };
let dismissed = false;
let attached = 0;
let leaveTimer: ReturnType<typeof setTimeout> | undefined;
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
  /** A product's basket buttons are shown; `required`: its store needs confirming. Returns the detach. */
  attach(required: boolean) {
    attached += 1;
    clearTimeout(leaveTimer);
    if (required && !dismissed) set({ open: true });
    return () => {
      attached -= 1;
      if (attached > 0) return;
      // Unmounted and mounted again in the same commit (the next page of the table): not a leave.
      leaveTimer = setTimeout(() => {
        if (attached === 0) dismissed = false;
      }, 0);
    };
  },
  /** Opens the modal on purpose (e.g. from a hint), even after it was dismissed. */
  open: () => set({ open: true }),
  /** Closed without confirming. */
  dismiss() {
    dismissed = true;
    set({ open: false });
  },
  /** Confirmed: nothing more to ask. */
  close: () => set({ open: false }),
  /** For tests: back to the first visit. */
  reset() {
    dismissed = false;
    attached = 0;
    clearTimeout(leaveTimer);
    set({ open: false });
  },
};
