import { defineMessages } from '../../lib/messages';

/** Server messages of the feed URLs (locales/<ru|en>/feed-url.json). */
export const feedUrlMessage = defineMessages('feed-url');
