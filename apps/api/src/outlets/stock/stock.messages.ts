import { defineMessages } from '../../lib/messages';

/** Server messages of the stock writer, in Russian and English (locales/<ru|en>/stock.json). */
export const stockMessage = defineMessages('stock');
