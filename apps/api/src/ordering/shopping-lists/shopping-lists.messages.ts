import { defineMessages } from '../../lib/messages';

/** Server messages of the shopping lists, in Russian and English (locales/<ru|en>/shopping-lists.json). */
export const shoppingListsMessage = defineMessages('shopping-lists');
