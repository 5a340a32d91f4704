import { defineMessages } from '../../lib/messages';

/** Server messages of the favourites module, in Russian and English (locales/<ru|en>/favourites.json). */
export const favouritesMessage = defineMessages('favourites');
