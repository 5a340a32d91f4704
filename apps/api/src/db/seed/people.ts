import { base, en, Faker, ru } from '@faker-js/faker';
import { OUTLET_BRANDS, OUTLET_PLACES, RUSSIAN_CITIES } from './data/lookups';
import { rng, SALT } from './random';
import type { Scale } from './scales';

export const GROUPS = ['admin', 'manager', 'warehouse', 'dropshipping'] as const;
export const DEMO_PASSWORD = 'demo12345';

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

/** The six demo accounts of decisions §6 (ids 1-6), then partners owning the other outlets. */
const DEMO_USERS = [
  { username: 'admin', groups: ['admin'], discount: 0 },
  { username: 'manager', groups: ['manager'], discount: 0 },
  { username: 'shop', groups: ['warehouse'], discount: 5 },
  { username: 'franchise', groups: ['warehouse'], discount: 10 },
  { username: 'dropship', groups: ['dropshipping'], discount: 0 },
  { username: 'viewer', groups: [] as string[], discount: 0 },
] as const;

export const FIRST_OUTLET_ID = 101;

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

/** Users, groups, stores 1 and 56, the outlets and who owns which (decisions §6). */
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
  for (let i = 0; i < scale.outlets; i++) stores.push(buildOutlet(FIRST_OUTLET_ID + i, usedNames));

  const users: UserRow[] = [];
  const userGroups: People['userGroups'] = [];
  const userStores: People['userStores'] = [];
  const outletIds = stores.filter((s) => s.is_retail).map((s) => s.id);
  const [shopOutlet, ...rest] = outletIds;
  const franchiseOutlets = rest.slice(0, scale.franchiseOutlets);
  const partnerOutlets = rest.slice(scale.franchiseOutlets);
  const own: Record<string, number[]> = {
    admin: [1, 56],
    manager: [1, 56],
    shop: [shopOutlet!],
    franchise: [1, ...franchiseOutlets],
    dropship: [1],
    viewer: [1],
  };
  const addUser = (
    username: string,
    groups: readonly string[],
    discount: number,
    storeIds: number[],
    current: number,
  ) => {
    const id = users.length + 1;
    const sex = faker.helpers.arrayElement(['male', 'female'] as const);
    users.push({
      id,
      uuid: faker.string.uuid(),
      username,
      email: `${username}@example.com`,
      fullname: fullName(faker, sex),
      locale: 'ru',
      discount: discount.toFixed(2),
      current_store_id: current,
    });
    for (const g of groups) userGroups.push({ user_id: id, group_id: GROUPS.indexOf(g as never) + 1 });
    for (const s of storeIds) userStores.push({ user_id: id, store_id: s });
    return id;
  };
  for (const u of DEMO_USERS) {
    const stores = own[u.username]!;
    addUser(u.username, u.groups, u.discount, stores, u.username === 'shop' ? shopOutlet! : 1);
  }
  // The remaining outlets belong to partner customers with 1-4 outlets each (analytics, ranking).
  let n = 0;
  for (let i = 0; i < partnerOutlets.length; ) {
    const take = rng(SALT.outlet, 9000 + n).int(1, 4);
    const theirs = partnerOutlets.slice(i, i + take);
    n++;
    addUser(
      `partner${String(n).padStart(2, '0')}`,
      ['warehouse'],
      rng(SALT.outlet, 8000 + n).int(0, 7),
      theirs,
      theirs[0]!,
    );
    i += take;
  }
  const customerIds = users.filter((u) => !['admin', 'manager'].includes(u.username)).map((u) => u.id);
  return { users, userGroups, stores, userStores, customerIds, faker };
}

function buildOutlet(id: number, used: Set<string>): StoreRow {
  const r = rng(SALT.outlet, id);
  const city = r.weighted(RUSSIAN_CITIES.map((c, i) => [c, i < 4 ? 4 : 1] as const));
  let name = `${r.pick(OUTLET_BRANDS)} ${r.pick(OUTLET_PLACES)}`;
  if (used.has(name)) name = `${name} (${city})`;
  for (let k = 2; used.has(name); k++) name = `${name.replace(/ №\d+$/, '')} №${k}`;
  used.add(name);
  return {
    id,
    name,
    is_retail: true,
    currency: 'RUB',
    version: 'ru',
    report_period_days: r.chance(0.8) ? 14 : 30,
    auto_order_sum: r.chance(0.4) ? String(r.pick([40_000, 50_000, 60_000, 75_000, 100_000])) : null,
    city,
  };
}
