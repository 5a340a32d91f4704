import { lazy, Suspense, useState } from 'react';

const FavouritesDialogs = lazy(async () => ({
  default: (await import('./favourites-modal')).FavouritesDialogs,
}));

/**
 * The favourites modal (docs/rules.md#modals), loaded the first time it opens — it renders the
 * catalogue's product table; it stays mounted afterwards so closing animates.
 */
export function LazyFavouritesModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FavouritesDialogs show={show} onHide={onHide} />
    </Suspense>
  );
}
