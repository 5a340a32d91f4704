import { defineMessages } from '../../lib/messages';

/** Server messages of the auth module (login, logout, registration), in Russian and English (locales/<ru|en>/auth.json). */
export const authMessage = defineMessages('auth');
