import { defineMessages } from '../../lib/messages';

/** Server messages of the stores-capacity page, in Russian and English (locales/<ru|en>/stores-capacity.json). */
export const storesCapacityMessage = defineMessages('stores-capacity');
