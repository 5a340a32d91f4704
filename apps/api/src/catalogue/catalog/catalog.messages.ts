import { defineMessages } from '../../lib/messages';

/** Server messages of the catalogue module, in Russian and English (locales/<ru|en>/catalog.json). */
export const catalogMessage = defineMessages('catalog');
