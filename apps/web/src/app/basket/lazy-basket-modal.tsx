import { lazy, Suspense, useState } from 'react';

const loadBasketModal = () => import('./basket-modal');
const BasketModal = lazy(async () => ({ default: (await loadBasketModal()).BasketModal }));

/** Starts loading the basket's code before the click (the header button calls it on hover and focus). */
export const preloadBasketModal = () => void loadBasketModal();

/**
 * The basket modal, loaded the first time it opens (the basket and checkout are not needed for browsing);
 * it stays mounted afterwards so closing animates.
 */
export function LazyBasketModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BasketModal show={show} onHide={onHide} />
    </Suspense>
  );
}
