import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { lazyRoute } from './lazy-route';

/** /profile/services/shopify-accounts (docs/rules.md#routes, warehouse-level): the connected shops (docs/rules.md#shopify-account). */
export const ShopifyAccountsRoute = lazyRoute(
  async () =>
    (await import('@/features/shopify-accounts/components/shopify-accounts-page')).ShopifyAccountsPage,
  ['shopify'],
);

/**
 * /profile/services/shopify-accounts/:id (warehouse-level): one shop — publish and its orders; the
 * publish's product search reads the catalogue's products query, composed in here.
 */
export const ShopifyAccountRoute = lazyRoute(async () => {
  const { ShopifyAccountPage } = await import('@/features/shopify-accounts/components/shopify-account-page');
  return function ShopifyAccountRoute() {
    return <ShopifyAccountPage productsQuery={productsQueryOptions} />;
  };
}, ['shopify']);
