import { defineMessages } from '../../lib/messages';

/** Server messages of the catalogue module, in Russian and English. */
export const catalogMessage = defineMessages({
  categoryNotFound: { ru: 'Категория «{slug}» не найдена', en: 'Category "{slug}" was not found' },
  productNotFound: { ru: 'Товар с кодом «{code}» не найден', en: 'Product "{code}" was not found' },
});
