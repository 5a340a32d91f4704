import { defineMessages } from '../../lib/messages';

/** Server messages of the product service, in Russian and English. */
export const productServiceMessage = defineMessages({
  notFound: { ru: 'Товар не найден', en: 'Product not found' },
  unknownCategory: { ru: 'Нет такой категории', en: 'No such category' },
  unknownStatuses: { ru: 'Неизвестные статусы: {slugs}', en: 'Unknown statuses: {slugs}' },
  unknownStore: { ru: 'Нет склада {id}', en: 'Store {id} does not exist' },
  notProductHashtags: {
    ru: 'Таких хэштегов у товара нет: {names}',
    en: 'The product has no such hashtags: {names}',
  },
});
