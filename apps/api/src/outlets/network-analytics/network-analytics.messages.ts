import { defineMessages } from '../../lib/messages';

/** Server messages of the network analytics, in Russian and English (locales/<ru|en>/network-analytics.json). */
export const networkAnalyticsMessage = defineMessages('network-analytics');
