import { defineMessages } from '../../lib/messages';

/** Server messages of the stores-capacity page, in Russian and English. */
export const storesCapacityMessage = defineMessages({
  notFound: { ru: 'Розничный магазин {id} не найден', en: 'Retail outlet {id} not found' },
  unknownCategory: { ru: 'Нет категории {id}', en: 'Category {id} does not exist' },
});
