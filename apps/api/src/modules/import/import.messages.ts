import { defineMessages } from '../../lib/messages';

/** Server messages of the catalogue import (product service page), in Russian and English. */
export const importMessage = defineMessages({
  fileRequired: {
    ru: 'Приложите файл каталога (YML или Shopify CSV)',
    en: 'Attach a catalogue file (YML or Shopify CSV)',
  },
  fileTooLarge: { ru: 'Файл больше {mb} МБ', en: 'The file is larger than {mb} MB' },
  fileEmpty: { ru: 'Файл пуст', en: 'The file is empty' },
  formatUnknown: {
    ru: 'Неизвестный формат: ожидается каталог YML (XML) или CSV товаров Shopify',
    en: 'Unknown format: expected a YML catalogue (XML) or a Shopify product CSV',
  },
  jobNotFound: { ru: 'Импорт не найден', en: 'Import not found' },
});
