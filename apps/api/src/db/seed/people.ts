import { base, en, Faker, ru } from '@faker-js/faker';
import {
  EUROPEAN_CITIES,
  EUROPEAN_OUTLET_BRANDS,
  EUROPEAN_OUTLET_PLACES,
  OUTLET_BRANDS,
  OUTLET_PLACES,
  RUSSIAN_CITIES,
} from './data/lookups';
import { LOCALE_OUTLETS } from './locale-outlets';
import { rng, SALT } from './random';
import type { Scale } from './scales';

export const GROUPS = ['admin', 'manager', 'warehouse', 'dropshipping'] as const;
export { DEMO_PASSWORD } from './demo-accounts';

export type UserRow = {
  id: number;
  uuid: string;
  username: string;
  email: string;
  fullname: string;
  locale: string;
  discount: string;
  current_store_id: number;
};
export type StoreRow = {
  id: number;
  name: string;
  is_retail: boolean;
  currency: string;
  version: string;
  report_period_days: number;
  auto_order_sum: string | null;
  city: string | null;
};

/** The six demo accounts of docs/rules.md#decisions-6 (ids 1-6), then partners owning the other outlets. */
const DEMO_USERS = [
  { username: 'admin', groups: ['admin'], discount: 0 },
  { username: 'manager', groups: ['manager'], discount: 0 },
  { username: 'shop', groups: ['warehouse'], discount: 5 },
  { username: 'franchise', groups: ['warehouse'], discount: 10 },
  { username: 'dropship', groups: ['dropshipping'], discount: 0 },
  { username: 'viewer', groups: [] as string[], discount: 0 },
] as const;

export const FIRST_OUTLET_ID = 101;
/** European outlets (version en, EUR) start here, past the bench scale's Russian ones. */
export const FIRST_EU_OUTLET_ID = 501;
/** Ids 501–600 hold the European outlets (up to 50) and the locale outlets (551, 552). */
const EU_BLOCK_END = 601;
const EU_IN_BLOCK = 50;
/** The big scale's European outlets past the first 50: beyond every Russian outlet. */
const MORE_EU_OUTLET_ID = 5001;

/**
 * Id of the `index`-th Russian outlet: 101, 102… — past 400 outlets (the big scale) they jump over
 * the European block, 501–600, and go on at 601.
 */
const russianOutletId = (index: number) => {
  const id = FIRST_OUTLET_ID + index;
  return id < FIRST_EU_OUTLET_ID ? id : id + (EU_BLOCK_END - FIRST_EU_OUTLET_ID);
};

/** Id of the `index`-th European outlet: 501–550, then (the big scale) 5001 on. */
const europeanOutletId = (index: number) =>
  index < EU_IN_BLOCK ? FIRST_EU_OUTLET_ID + index : MORE_EU_OUTLET_ID + index - EU_IN_BLOCK;

export type People = {
  users: UserRow[];
  userGroups: { user_id: number; group_id: number }[];
  stores: StoreRow[];
  userStores: { user_id: number; store_id: number }[];
  /** Customers (not staff) by id, for profiles. */
  customerIds: number[];
  faker: Faker;
};

/** A Russian/English faker with a fixed seed: the same names on every run. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [ru, en, base] });
  faker.seed(seed);
  return faker;
}

/** Everyday first names (faker's Russian list has many rare old ones). */
const FIRST_NAMES = {
  male: [
    'Александр',
    'Алексей',
    'Андрей',
    'Дмитрий',
    'Иван',
    'Максим',
    'Михаил',
    'Никита',
    'Павел',
    'Сергей',
  ],
  female: [
    'Анна',
    'Дарья',
    'Екатерина',
    'Елена',
    'Ирина',
    'Мария',
    'Наталья',
    'Ольга',
    'Светлана',
    'Татьяна',
  ],
} as const;

/** «Фамилия Имя Отчество» with a seeded faker. */
export const fullName = (f: Faker, sex: 'male' | 'female') =>
  `${f.person.lastName(sex)} ${f.helpers.arrayElement(FIRST_NAMES[sex])} ${f.person.middleName(sex)}`;

/**
 * Users, groups, stores 1 and 56, the Russian outlets (101…, RUB) and the European ones (501…,
 * EUR, the English version's), and who owns which (docs/rules.md#decisions-6, decision 0014): `franchise` owns
 * store 1 and 56 and outlets of both versions; partners own the rest, 1-4 outlets each; `plshop` and
 * `rsshop` own the PLN and RSD outlets (locale-outlets.ts).
 */
export function buildPeople(scale: Scale): People {
  const faker = seededFaker(SALT.people);
  const stores: StoreRow[] = [
    {
      id: 1,
      name: 'Основной склад',
      is_retail: false,
      currency: 'RUB',
      version: 'ru',
      report_period_days: 14,
      auto_order_sum: null,
      city: 'Москва',
    },
    {
      id: 56,
      name: 'Main warehouse EU',
      is_retail: false,
      currency: 'EUR',
      version: 'en',
      report_period_days: 14,
      auto_order_sum: null,
      city: 'Belgrade',
    },
  ];
  const usedNames = new Set<string>();
  for (let i = 0; i < scale.outlets; i++) stores.push(buildOutlet(russianOutletId(i), usedNames, 'ru'));
  for (let i = 0; i < scale.euOutlets; i++) stores.push(buildOutlet(europeanOutletId(i), usedNames, 'en'));

  const users: UserRow[] = [];
  const userGroups: People['userGroups'] = [];
  const userStores: People['userStores'] = [];
  const outletsOf = (version: string) =>
    stores.filter((s) => s.is_retail && s.version === version).map((s) => s.id);
  const [shopOutlet, ...rest] = outletsOf('ru');
  const european = outletsOf('en');
  // Added after the European outlets were dealt out: they have owners of their own.
  stores.push(...LOCALE_OUTLETS.map(localeOutletStore));
  const own: Record<string, number[]> = {
    admin: [1, 56],
    manager: [1, 56],
    shop: [shopOutlet!],
    franchise: [
      1,
      56,
      ...rest.slice(0, scale.franchiseOutlets),
      ...european.slice(0, scale.franchiseEuOutlets),
    ],
    dropship: [1],
    viewer: [1],
  };
  const addUser = (o: {
    username: string;
    groups: readonly string[];
    discount: number;
    storeIds: number[];
    current: number;
    locale?: string;
    /** The user's full name for a sex drawn here; Russian «Фамилия Имя Отчество» by default. */
    nameOf?: (sex: 'male' | 'female') => string;
  }) => {
    const id = users.length + 1;
    const sex = faker.helpers.arrayElement(['male', 'female'] as const);
    users.push({
      id,
      uuid: faker.string.uuid(),
      username: o.username,
      email: `${o.username}@example.com`,
      fullname: o.nameOf ? o.nameOf(sex) : fullName(faker, sex),
      locale: o.locale ?? 'ru',
      discount: o.discount.toFixed(2),
      current_store_id: o.current,
    });
    for (const g of o.groups) userGroups.push({ user_id: id, group_id: GROUPS.indexOf(g as never) + 1 });
    for (const s of o.storeIds) userStores.push({ user_id: id, store_id: s });
    return id;
  };
  for (const u of DEMO_USERS) {
    const storeIds = own[u.username]!;
    addUser({ ...u, storeIds, current: u.username === 'shop' ? shopOutlet! : 1 });
  }
  // The remaining outlets belong to partner customers with 1-4 outlets each (analytics, ranking).
  const addPartners = (outlets: number[], prefix: string, salt: number, english: boolean) => {
    const englishUser = english ? { locale: 'en', nameOf: englishNames() } : {};
    let n = 0;
    for (let i = 0; i < outlets.length; ) {
      const take = rng(SALT.outlet, salt + 1000 + n).int(1, 4);
      const theirs = outlets.slice(i, i + take);
      n++;
      addUser({
        username: `${prefix}${String(n).padStart(2, '0')}`,
        groups: ['warehouse'],
        discount: rng(SALT.outlet, salt + n).int(0, 7),
        storeIds: theirs,
        current: theirs[0]!,
        ...englishUser,
      });
      i += take;
    }
  };
  addPartners(rest.slice(scale.franchiseOutlets), 'partner', 8000, false);
  addPartners(european.slice(scale.franchiseEuOutlets), 'eupartner', 8500, true);
  for (const o of LOCALE_OUTLETS)
    addUser({
      ...o,
      groups: ['warehouse'],
      discount: 0,
      storeIds: [o.id],
      current: o.id,
      nameOf: () => o.fullname,
    });
  const customerIds = users.filter((u) => !['admin', 'manager'].includes(u.username)).map((u) => u.id);
  return { users, userGroups, stores, userStores, customerIds, faker };
}

/** «First Last» names for the European partners, from an English faker with its own fixed seed. */
function englishNames(): (sex: 'male' | 'female') => string {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SALT.people + 1);
  return (sex) => `${faker.person.firstName(sex)} ${faker.person.lastName(sex)}`;
}

/** The store row of a locale outlet: a retail shop of the English version in its own currency. */
const localeOutletStore = (o: (typeof LOCALE_OUTLETS)[number]): StoreRow => ({
  id: o.id,
  name: `Hobby Corner ${o.city}`,
  is_retail: true,
  currency: o.currency,
  version: 'en',
  report_period_days: 14,
  auto_order_sum: null,
  city: o.city,
});

/** A retail outlet of the Russian (RUB, Russian city and name) or European (EUR) version. */
function buildOutlet(id: number, used: Set<string>, version: 'ru' | 'en'): StoreRow {
  const r = rng(SALT.outlet, id);
  const russian = version === 'ru';
  const city = russian
    ? r.weighted(RUSSIAN_CITIES.map((c, i) => [c, i < 4 ? 4 : 1] as const))
    : r.pick(EUROPEAN_CITIES);
  let name = russian
    ? `${r.pick(OUTLET_BRANDS)} ${r.pick(OUTLET_PLACES)}`
    : `${r.pick(EUROPEAN_OUTLET_BRANDS)} ${r.pick(EUROPEAN_OUTLET_PLACES).replace('{city}', city)}`;
  if (used.has(name)) name = `${name} (${city})`;
  for (let k = 2; used.has(name); k++) name = `${name.replace(/ №\d+$/, '')} №${k}`;
  used.add(name);
  const sums = russian ? [40_000, 50_000, 60_000, 75_000, 100_000] : [600, 800, 1_000, 1_500];
  return {
    id,
    name,
    is_retail: true,
    currency: russian ? 'RUB' : 'EUR',
    version,
    report_period_days: r.chance(0.8) ? 14 : 30,
    auto_order_sum: r.chance(0.4) ? String(r.pick(sums)) : null,
    city,
  };
}
