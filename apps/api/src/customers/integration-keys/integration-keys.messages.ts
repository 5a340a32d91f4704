import { defineMessages } from '../../lib/messages';

/** Server messages of the integration keys, in Russian and English (locales/<ru|en>/integration-keys.json). */
export const integrationKeysMessage = defineMessages('integration-keys');
