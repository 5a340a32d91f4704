import type { Faker } from '@faker-js/faker';
import { innCheckDigits } from '@kits/contract';
import { CITIES, DELIVERY_METHODS, DELIVERY_SERVICES, EUROPEAN_COMPANIES } from './data/lookups';
import { fullName, type People } from './people';
import { rng, SALT } from './random';

export type ProfileRow = {
  user_id: number;
  phone: string;
  company: string;
  inn: string;
  legal_address: string;
};
/** A profile's delivery data in one version (profile_deliveries); the lookups exist in Russian only. */
export type DeliveryRow = {
  user_id: number;
  version: 'ru' | 'en';
  comment: string | null;
  method_id: number | null;
  country_id: number | null;
  city_id: number | null;
  service_id: number | null;
  address: string;
  contact_id: number;
};
export type CounterpartyRow = {
  id: number;
  legal_name: string;
  inn: string | null;
  kpp: string | null;
  vat_id: string | null;
  legal_address: string;
  bank_name: string;
  bank_bic: string;
  bank_account: string;
  correspondent_account: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  version: string;
  discount: string;
};
export type ContactRow = {
  id: number;
  user_id: number;
  full_name: string;
  position: string;
  phone: string;
  email: string | null;
  comment: string | null;
};

const POSITIONS = ['Директор', 'Управляющий магазином', 'Менеджер по закупкам', 'Кладовщик', 'Бухгалтер'];
const POSITIONS_EN = ['Director', 'Store manager', 'Buyer', 'Storekeeper', 'Accountant'];
const COMPANY_WORDS = [
  'Палитра',
  'Хобби Трейд',
  'Творческий мир',
  'АртСнаб',
  'Рукоделие Плюс',
  'Креатив-Опт',
  'Мастерская идей',
];
const BANKS = [
  { name: 'ПАО Сбербанк', bic: '044525225', correspondent: '30101810400000000225' },
  { name: 'АО «Альфа-Банк»', bic: '044525593', correspondent: '30101810200000000593' },
  { name: 'Банк ВТБ (ПАО)', bic: '044525187', correspondent: '30101810700000000187' },
] as const;
const EUROPEAN_BANKS = [
  { name: 'Raiffeisen Bank', bic: 'RZBSRSBG', iban: 'RS35' },
  { name: 'Deutsche Bank', bic: 'DEUTDEFF', iban: 'DE89' },
] as const;
const COMMENTS = [null, 'Звонить за час до приезда', 'Разгрузка с 10:00 до 18:00', 'Въезд со двора'];
const COMMENTS_EN = [null, 'Call an hour ahead', 'Unloading 10:00–18:00', 'Entrance from the yard'];
/** The European colleague who takes a Russian customer's deliveries in the English version. */
const EUROPEAN_CONTACTS = [
  'Anna Weber',
  'Jonas Berg',
  'Laura Novak',
  'Marta Kowalska',
  'Lukas Meier',
  'Elena Petrović',
];
const EUROPEAN_CITIES = ['Berlin', 'Riga', 'Vilnius', 'Warsaw', 'Prague', 'Ljubljana'];

/**
 * 10-digit INN of a company or 12-digit of a sole trader (ИП), its check digits from the contract's
 * rule (docs/rules.md#requisites `innCheckDigits`).
 */
export function innFor(r: ReturnType<typeof rng>, soleTrader: boolean): string {
  const digits = Array.from({ length: soleTrader ? 10 : 9 }, () => r.int(0, 9));
  digits[0] = r.int(1, 9);
  return [...digits, ...innCheckDigits(digits)].join('');
}

/** A Russian mobile number, or (`english`) a Serbian one for the European partners; four draws either way. */
const phone = (r: ReturnType<typeof rng>, english = false) =>
  english
    ? `+381 6${r.int(10, 99)} ${r.int(100, 999)}-${r.int(10, 99)}${r.int(10, 99)}`
    : `+7 (9${r.int(10, 99)}) ${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)}`;

/**
 * Profile with company, INN, legal and delivery address, and 1-2 contact persons per customer, and
 * the counterparty (docs/rules.md#counterparty) it buys for, with the same requisites plus KPP and
 * bank details: one counterparty per demo customer, numbered in customer order.
 * European customers (locale en, pl or rs) get an English company name and address and their own name as
 * contact. Delivery data is kept per version (docs/rules.md#profile), each in its version's language:
 * a European customer has the English one; a Russian customer the Russian one (with the delivery
 * lookups, which exist in Russian only) and an English one too — an address in a European city and a
 * European colleague as contact — for when they buy in the English version (the franchise's European
 * outlets, the demo's English address).
 */
export function buildProfiles(people: People): {
  profiles: ProfileRow[];
  deliveries: DeliveryRow[];
  contacts: ContactRow[];
  counterparties: CounterpartyRow[];
} {
  const f: Faker = people.faker;
  const profiles: ProfileRow[] = [];
  const deliveries: DeliveryRow[] = [];
  const contacts: ContactRow[] = [];
  const counterparties: CounterpartyRow[] = [];
  for (const userId of people.customerIds) {
    const user = people.users[userId - 1]!;
    const r = rng(SALT.people, userId);
    // The European customers (locale en, pl or rs) buy in the English version.
    const english = user.locale !== 'ru';
    const soleTrader = !english && (user.username === 'shop' || r.chance(0.3));
    const [lastName, firstName, middleName] = user.fullname.split(' ');
    const company = english
      ? r.pick(EUROPEAN_COMPANIES)
      : soleTrader
        ? `ИП ${lastName} ${firstName?.[0]}. ${middleName?.[0]}.`
        : `ООО «${user.username === 'franchise' ? 'Творческая сеть' : r.pick(COMPANY_WORDS)}»`;
    const city = r.weighted(CITIES.map((c) => [c, c.countryId === 1 ? 6 : 1] as const));
    const street = `${f.location.street()}, д. ${r.int(1, 120)}`;
    const outletCity = people.stores.find((s) => s.id === user.current_store_id)?.city;
    const address = (n: number) =>
      english ? `${n} Market Street, ${outletCity ?? city.en}` : `г. ${city.ru}, ${street}`;
    const contactCount = r.int(1, 2);
    const firstContactId = contacts.length + 1;
    for (let k = 0; k < contactCount; k++) {
      const sex = r.chance(0.6) ? 'female' : 'male';
      contacts.push({
        id: contacts.length + 1,
        user_id: userId,
        full_name: k === 0 || english ? user.fullname : fullName(f, sex),
        position: (english ? POSITIONS_EN : POSITIONS)[k === 0 ? 0 : r.int(1, POSITIONS.length - 1)]!,
        phone: phone(r, english),
        email: k === 0 ? user.email : r.chance(0.5) ? `${user.username}.${k + 1}@example.com` : null,
        comment: k === 0 || english ? null : r.pick(['Принимает товар', 'Только по будням', null]),
      });
    }
    const method = r.pick(DELIVERY_METHODS);
    const inn = innFor(r, soleTrader);
    const legalAddress = english ? address(r.int(1, 120)) : `${r.int(100000, 199999)}, ${address(0)}`;
    const userPhone = phone(r, english);
    const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
    const bank = r.pick(BANKS);
    const euBank = r.pick(EUROPEAN_BANKS);
    counterparties.push({
      id: counterparties.length + 1,
      legal_name: company,
      inn: english ? null : inn,
      kpp: english || soleTrader ? null : `${inn.slice(0, 4)}01001`,
      vat_id: english ? `${euBank.iban.slice(0, 2)}${digits(9)}` : null,
      legal_address: legalAddress,
      bank_name: english ? euBank.name : bank.name,
      bank_bic: english ? euBank.bic : bank.bic,
      bank_account: english ? `${euBank.iban}${digits(18)}` : `40702810${digits(12)}`,
      correspondent_account: english ? null : bank.correspondent,
      contact_name: user.fullname,
      contact_email: user.email,
      contact_phone: userPhone,
      version: english ? 'en' : 'ru',
      discount: user.discount,
    });
    profiles.push({ user_id: userId, phone: userPhone, company, inn, legal_address: legalAddress });
    const comment = english ? null : r.pick(COMMENTS);
    const service = method.id === 3 ? r.pick(DELIVERY_SERVICES).id : null;
    const deliveryAddress = english
      ? address(r.int(1, 90))
      : `г. ${city.ru}, ${f.location.street()}, д. ${r.int(1, 90)}`;
    if (english)
      deliveries.push({
        user_id: userId,
        version: 'en',
        comment,
        method_id: null,
        country_id: null,
        city_id: null,
        service_id: null,
        address: deliveryAddress,
        contact_id: firstContactId,
      });
    else {
      deliveries.push({
        user_id: userId,
        version: 'ru',
        comment,
        method_id: method.id,
        country_id: city.countryId,
        city_id: city.id,
        service_id: service,
        address: deliveryAddress,
        contact_id: firstContactId,
      });
      // The English version's delivery, from a stream of its own (the draws above stay as they were).
      const e = rng(SALT.delivery, userId);
      const europeanCity =
        people.stores.find(
          (s) =>
            s.version === 'en' &&
            s.is_retail &&
            people.userStores.some((us) => us.user_id === userId && us.store_id === s.id),
        )?.city ?? e.pick(EUROPEAN_CITIES);
      contacts.push({
        id: contacts.length + 1,
        user_id: userId,
        full_name: e.pick(EUROPEAN_CONTACTS),
        position: POSITIONS_EN[2]!,
        phone: phone(e, true),
        email: null,
        comment: null,
      });
      deliveries.push({
        user_id: userId,
        version: 'en',
        comment: e.pick(COMMENTS_EN),
        method_id: null,
        country_id: null,
        city_id: null,
        service_id: null,
        address: `${e.int(1, 120)} Market Street, ${europeanCity}`,
        contact_id: contacts.length,
      });
    }
  }
  return { profiles, deliveries, contacts, counterparties };
}
