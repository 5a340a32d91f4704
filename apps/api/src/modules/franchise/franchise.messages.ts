import { defineMessages } from '../../lib/messages';

/** Server messages of the franchise pages (retail outlets, sales ranking), in Russian and English. */
export const franchiseMessage = defineMessages({
  notFranchise: {
    ru: 'Раздел доступен владельцам нескольких розничных точек',
    en: 'This page is for owners of several retail outlets',
  },
  notYourOutlet: {
    ru: 'Точка №{id} не относится к вашим розничным точкам',
    en: 'Outlet #{id} is not one of your retail outlets',
  },
});
