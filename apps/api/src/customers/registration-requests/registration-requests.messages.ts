import { defineMessages } from '../../lib/messages';

/** Server messages of the requests inbox, in Russian and English (locales/<ru|en>/registration-requests.json). */
export const requestsMessage = defineMessages('registration-requests');
