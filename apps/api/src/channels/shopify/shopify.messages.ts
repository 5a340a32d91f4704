import { defineMessages } from '../../lib/messages';

/** Server messages of the Shopify module, ru/en (locales/<ru|en>/shopify.json; docs/rules.md#shopify-account). */
export const shopifyMessage = defineMessages('shopify');
