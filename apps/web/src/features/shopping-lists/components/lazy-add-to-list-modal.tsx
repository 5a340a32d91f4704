import { lazyModal } from '@/components/lazy-modal';

/** The "add to a list" modal (docs/rules.md#shopping-lists), loaded the first time it opens. */
export const LazyAddToListModal = lazyModal(
  async () => (await import('./add-to-list-modal')).AddToListModal,
  undefined,
  ['shopping-lists'],
);
