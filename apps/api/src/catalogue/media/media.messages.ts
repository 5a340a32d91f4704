import { defineMessages } from '../../lib/messages';

/**
 * Server messages of the media calls (docs/rules.md#spec-7, docs/rules.md#media-toasts media toasts), in Russian and English (locales/<ru|en>/media.json).
 * `deleted` is the text of the docs/rules.md#media-toasts success toast (title УДАЛЕННО); `deleteFailed` the start of
 * the failure toast's text (title ОШИБКА), used as the message of a failed DELETE.
 */
export const mediaMessage = defineMessages('media');
