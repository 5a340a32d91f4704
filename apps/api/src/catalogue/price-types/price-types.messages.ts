import { defineMessages } from '../../lib/messages';

/** Server messages of the price types, in Russian and English (locales/<ru|en>/price-types.json). */
export const priceTypesMessage = defineMessages('price-types');
