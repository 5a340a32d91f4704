import { defineMessages } from '../../lib/messages';

/** Server messages of the basket module, in Russian and English (locales/<ru|en>/basket.json) (shown in the basket toasts, docs/rules.md#spec-8). */
export const basketMessage = defineMessages('basket');
