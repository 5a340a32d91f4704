import { defineMessages } from '../../lib/messages';

/** Server messages of the stores module, in Russian and English. */
export const storesMessage = defineMessages({
  notYourStore: {
    ru: 'Магазин №{id} не относится к вашим магазинам',
    en: 'Store #{id} is not one of your stores',
  },
});
