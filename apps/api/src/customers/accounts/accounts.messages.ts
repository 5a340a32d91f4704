import { defineMessages } from '../../lib/messages';

/** Server messages and e-mail texts of the accounts module, in Russian and English (locales/<ru|en>/accounts.json). */
export const accountsMessage = defineMessages('accounts');
