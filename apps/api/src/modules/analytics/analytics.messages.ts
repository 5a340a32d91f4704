import { defineMessages } from '../../lib/messages';

/** Server messages of the analytics module, in Russian and English. */
export const analyticsMessage = defineMessages({
  notAllowed: {
    ru: 'Аналитика товара доступна менеджерам и владельцам нескольких розничных точек',
    en: 'Product analytics are available to managers and owners of several retail outlets',
  },
});
