import { defineMessages } from '../../lib/messages';

/** Server messages of the product service, in Russian and English (locales/<ru|en>/product-service.json). */
export const productServiceMessage = defineMessages('product-service');
