import { LARGE_WHOLESALE_PRICE_TYPE_ID } from './fake.generate-catalogue';
import type { FakeCounterparty, FakeState } from './fake.model';
import { STREETS } from './fake.names';
import { BLANK_COUNTERPARTY } from './fake.order-changes';
import { createRandom, type Random } from './fake.random';

/**
 * What customer orders need of a new account: its counterparties («Контрагент»: «Розничный
 * покупатель», whom the retail sales name as agent, and three wholesale customers, legal
 * entities with ИНН, КПП, addresses, e-mail and phone) and the order statuses a new МойСклад
 * account has («Статусы документов», as `entity/customerorder/metadata` lists them in the
 * documentation: name, color, stateType). Drawn from a stream of their own, so the catalogue,
 * stores and sales of a seed stay what they were before orders existed.
 */
export type FakeOrderSetup = { counterparties: FakeCounterparty[]; states: FakeState[] };

const DAY = 86_400_000;

/** The statuses of customer orders of a new account, with the documented colours and types. */
const STATES: readonly Omit<FakeState, 'id'>[] = [
  { name: 'Новый', color: 15106326, stateType: 'Regular' },
  { name: 'Подтвержден', color: 40931, stateType: 'Regular' },
  { name: 'Собран', color: 8767198, stateType: 'Regular' },
  { name: 'Отгружен', color: 10774205, stateType: 'Regular' },
  { name: 'Доставлен', color: 8825440, stateType: 'Successful' },
  { name: 'Возврат', color: 15280409, stateType: 'Unsuccessful' },
  { name: 'Отменен', color: 15280409, stateType: 'Unsuccessful' },
];

/** The wholesale customers: names, their e-mail's domain, city, tax office (the first 4 digits of ИНН and КПП) and postcode. */
const CUSTOMERS = [
  {
    name: 'ООО «Творческая мастерская»',
    legalTitle: 'Общество с ограниченной ответственностью «Творческая мастерская»',
    domain: 'tvormaster',
    city: 'Москва',
    office: '7705',
    postcode: '115054',
  },
  {
    name: 'ООО «Мир увлечений»',
    legalTitle: 'Общество с ограниченной ответственностью «Мир увлечений»',
    domain: 'mir-hobby',
    city: 'Санкт-Петербург',
    office: '7813',
    postcode: '197101',
  },
  {
    name: 'АО «Рукоделие Плюс»',
    legalTitle: 'Акционерное общество «Рукоделие Плюс»',
    domain: 'rukodelie-plus',
    city: 'Казань',
    office: '1655',
    postcode: '420111',
  },
] as const;

/** A legal entity's ИНН: the tax office, five digits, the check digit. */
function legalInn(random: Random, office: string): string {
  const body = office + String(random.int(0, 99_999)).padStart(5, '0');
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + ((sum % 11) % 10);
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

function customer(random: Random, index: number, now: number): FakeCounterparty {
  const { name, legalTitle, domain, city, office, postcode } = CUSTOMERS[index]!;
  const address = () => `${postcode}, ${city}, ул. ${random.pick(STREETS)}, д. ${random.int(1, 90)}`;
  const created = now - random.int(200, 900) * DAY;
  const legalAddress = address();
  return {
    id: random.uuid(),
    name,
    code: `C-${String(index + 1).padStart(3, '0')}`,
    externalCode: random.externalCode(),
    description: '',
    companyType: 'legal',
    legalTitle,
    inn: legalInn(random, office),
    kpp: `${office}01001`,
    email: `zakaz@${domain}.example`,
    phone: `+7 ${random.int(800, 999)} ${digits(random, 3)}-${digits(random, 2)}-${digits(random, 2)}`,
    actualAddress: random.chance(0.5) ? legalAddress : address(),
    legalAddress,
    priceTypeId: null,
    archived: false,
    created,
    updated: created + random.int(0, 100) * DAY,
  };
}

/** The counterparties and order statuses of the account of `seed`; `retailCustomerId`: «Розничный покупатель». */
export function generateOrderSetup(
  seed: number,
  options: { now: number; retailCustomerId: string },
): FakeOrderSetup {
  const random = createRandom((seed + 0x5f0d_e75) >>> 0);
  const states = STATES.map((state) => ({ id: random.uuid(), ...state }));
  const created = options.now - 900 * DAY;
  const retail: FakeCounterparty = {
    id: options.retailCustomerId,
    name: 'Розничный покупатель',
    ...BLANK_COUNTERPARTY,
    externalCode: random.externalCode(),
    created,
    updated: created,
  };
  const customers = CUSTOMERS.map((_, i) => customer(random, i, options.now));
  // The first wholesale customer buys at its own price type (docs/rules.md#buyer-price).
  customers[0]!.priceTypeId = LARGE_WHOLESALE_PRICE_TYPE_ID;
  return { counterparties: [retail, ...customers], states };
}
