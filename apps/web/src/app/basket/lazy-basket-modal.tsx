import { lazyModal } from '@/components/lazy-modal';

const loadBasketModal = () => import('./basket-modal');

/** Starts loading the basket's code before the click (the header button calls it on hover and focus). */
export const preloadBasketModal = () => void loadBasketModal();

/** The basket modal, loaded the first time it opens (the basket and checkout are not needed for browsing). */
export const LazyBasketModal = lazyModal(async () => (await loadBasketModal()).BasketModal);
