import { defineMessages } from '../../lib/messages';

/** Server messages of the favourites module, in Russian and English. */
export const favouritesMessage = defineMessages({
  unknownProduct: {
    ru: 'Товар №{id} не найден в каталоге, добавить его в избранное нельзя',
    en: 'Product #{id} is not in the catalogue, so it cannot be added to favourites',
  },
});
