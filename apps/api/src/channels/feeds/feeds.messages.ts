import { defineMessages } from '../../lib/messages';

/** Server messages of the outlet data feeds, in Russian and English (locales/<ru|en>/feeds.json). */
export const feedsMessage = defineMessages('feeds');
