import { lazyRoute } from './lazy-route';

/** /profile/services/shopify-accounts (docs/rules.md#routes, warehouse-level): the connected shops (docs/rules.md#shopify-account). */
export const ShopifyAccountsRoute = lazyRoute(
  async () =>
    (await import('@/features/shopify-accounts/components/shopify-accounts-page')).ShopifyAccountsPage,
);

/** /profile/services/shopify-accounts/:id (warehouse-level): one shop — publish and its orders. */
export const ShopifyAccountRoute = lazyRoute(
  async () =>
    (await import('@/features/shopify-accounts/components/shopify-account-page')).ShopifyAccountPage,
);
