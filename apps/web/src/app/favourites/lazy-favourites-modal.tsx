import { lazyModal } from '@/components/lazy-modal';

/**
 * The favourites modal (docs/rules.md#modals), loaded the first time it opens — it renders the
 * catalogue's product table.
 */
export const LazyFavouritesModal = lazyModal(
  async () => (await import('./favourites-modal')).FavouritesDialogs,
);
