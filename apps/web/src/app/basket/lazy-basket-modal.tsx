import { lazyModal } from '@/components/lazy-modal';

/**
 * The basket modal, loaded the first time it opens (the basket and checkout are not needed for
 * browsing); `LazyBasketModal.preload()` starts loading it and its texts before the click.
 */
export const LazyBasketModal = lazyModal(
  async () => (await import('./basket-modal')).BasketModal,
  undefined,
  ['checkout', 'delivery'],
);
