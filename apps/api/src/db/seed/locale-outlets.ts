/**
 * The Polish and Serbian outlets of the English version (docs/demo-data.md, docs/rules.md#display-locale):
 * a PLN outlet owned by `plshop` (locale pl, numbers in pl-PL) and an RSD one owned by `rsshop`
 * (locale rs, sr-RS). Ids past the bench scale's European outlets (501-520).
 */
export const LOCALE_OUTLETS = [
  { id: 551, username: 'plshop', fullname: 'Anna Kowalska', locale: 'pl', currency: 'PLN', city: 'Warszawa' },
  { id: 552, username: 'rsshop', fullname: 'Marko Petrović', locale: 'rs', currency: 'RSD', city: 'Beograd' },
] as const;
