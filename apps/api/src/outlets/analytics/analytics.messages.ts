import { defineMessages } from '../../lib/messages';

/** Server messages of the analytics module, in Russian and English (locales/<ru|en>/analytics.json). */
export const analyticsMessage = defineMessages('analytics');
