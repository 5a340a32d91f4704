import { defineMessages } from '../../lib/messages';

/** Server messages of the updates-log module, in Russian and English. */
export const updatesLogMessage = defineMessages({
  hidden: {
    ru: 'Список изменений больше не будет вам показываться до следующего крупного обновления',
    en: 'The list of changes will not be shown to you again until the next major update',
  },
});
