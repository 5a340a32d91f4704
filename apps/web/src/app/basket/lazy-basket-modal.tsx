import { lazy, Suspense, useState } from 'react';

const loadCartModal = () => import('./basket-modal');
const CartModal = lazy(async () => ({ default: (await loadCartModal()).CartModal }));

/** Starts loading the cart's code before the click (the header button calls it on hover and focus). */
export const preloadCartModal = () => void loadCartModal();

/**
 * The cart modal, loaded the first time it opens (the cart and checkout are not needed for browsing);
 * it stays mounted afterwards so closing animates.
 */
export function LazyCartModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartModal show={show} onHide={onHide} />
    </Suspense>
  );
}
