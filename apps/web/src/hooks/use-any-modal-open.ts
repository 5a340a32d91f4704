import { useSyncExternalStore } from 'react';

/** Bootstrap marks the body while any modal is shown. */
const anyModalOpen = () => document.body.classList.contains('modal-open');

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Whether some modal is shown right now (the what's-new log, the basket…). The confirm-store modal
 * waits for it to close rather than open on top of it: two stacked modals hide each other.
 */
export const useAnyModalOpen = () => useSyncExternalStore(subscribe, anyModalOpen, () => false);
