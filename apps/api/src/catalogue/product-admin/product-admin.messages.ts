import { defineMessages } from '../../lib/messages';

/** Server messages of product administration (the product service page), in Russian and English (locales/<ru|en>/product-admin.json). */
export const productAdminMessage = defineMessages('product-admin');
