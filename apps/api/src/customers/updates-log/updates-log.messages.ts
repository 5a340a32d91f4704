import { defineMessages } from '../../lib/messages';

/** Server messages of the updates-log module, in Russian and English (locales/<ru|en>/updates-log.json). */
export const updatesLogMessage = defineMessages('updates-log');
