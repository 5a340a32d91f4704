import { defineMessages } from '../../lib/messages';

/** Server messages of the buyer's home and product alerts, in Russian and English (locales/<ru|en>/buyer-home.json). */
export const buyerHomeMessage = defineMessages('buyer-home');
