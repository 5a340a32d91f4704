import { defineMessages } from '../../lib/messages';

/** Server messages of the МойСклад channel, ru/en (locales/<ru|en>/moysklad.json; docs/moysklad.md). */
export const moyskladMessage = defineMessages('moysklad');
