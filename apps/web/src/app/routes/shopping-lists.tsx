import { lazyRoute } from './lazy-route';

/** /lists (docs/rules.md#shopping-lists): the buyer's own and shared lists; warehouse guard in the router. */
export const ShoppingListsRoute = lazyRoute(
  async () => (await import('@/features/shopping-lists/components/shopping-lists-page')).ShoppingListsPage,
  ['shopping-lists'],
);
