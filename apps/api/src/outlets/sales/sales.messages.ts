import { defineMessages } from '../../lib/messages';

/** Messages of the sales writer (refused lines), in Russian and English (locales/<ru|en>/sales.json). */
export const salesMessage = defineMessages('sales');
