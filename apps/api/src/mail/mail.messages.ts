import { defineMessages } from '../lib/messages';

/** The e-mails' texts, in Russian and English (locales/<ru|en>/mail.json; docs/rules.md#mail-outbox). */
export const mailMessage = defineMessages('mail');
