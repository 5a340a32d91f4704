/**
 * The Shopify module as other modules and flows see it (docs/rules.md#shopify-account): the
 * caller's own account, a client of its shop, and the selection a publish takes.
 */
export { createShopifyClient, type ShopifyClient } from './shopify.client';
export { ShopifyError } from './shopify.errors';
export { isOurCurrency, toShopifyAccount } from './shopify.mappers';
export { shopifyMessage } from './shopify.messages';
export { toShopifyOrder } from './shopify.orders';
export {
  findShopifyOrder,
  type ShopifyOrderRow,
  setShopifyOrderState,
} from './shopify.orders.repository';
export {
  checkSelection,
  countPublishProducts,
  type PublishProduct,
  publicBaseUrl,
  publishCurrency,
  selectPublishProducts,
} from './shopify.selection';
export { ownAccount, shopifyUserId } from './shopify.service';
export type { ProductSetFields, ShopifyOrderNode } from './shopify.shapes';
export { accountClient, shopifyTokenKey } from './shopify.token';
