import { defineMessages } from '../../lib/messages';

/** Server messages of the franchise pages (retail outlets, sales ranking), in Russian and English (locales/<ru|en>/franchise.json). */
export const franchiseMessage = defineMessages('franchise');
