import { defineMessages } from '../../lib/messages';

/** Server messages of the catalogue import (product service page), in Russian and English (locales/<ru|en>/import.json). */
export const importMessage = defineMessages('import');
