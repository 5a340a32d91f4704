import { defineMessages } from '../../lib/messages';

/** Server messages of the counterparties service, in Russian and English (locales/<ru|en>/counterparties.json). */
export const counterpartiesMessage = defineMessages('counterparties');
