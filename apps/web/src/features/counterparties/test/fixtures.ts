import type { Counterparty, Outlet } from '@kits/contract';

/** A Russian company as GET /services/counterparties answers it. */
export const makeCounterparty = (overrides: Partial<Counterparty> = {}): Counterparty => ({
  etag: '"counterparty-v1"',
  id: 5,
  legal_name: 'ООО «Палитра»',
  inn: '7707083893',
  kpp: '773601001',
  vat_id: null,
  legal_address: 'г. Москва, ул. Вавилова, 19',
  bank_name: 'ПАО Сбербанк',
  bank_bic: '044525225',
  bank_account: '40702810938000012345',
  correspondent_account: '30101810400000000225',
  contact_name: 'Петров Пётр',
  contact_email: 'buyer@palitra.test',
  contact_phone: '+7 915 000-11-22',
  version: 'ru',
  discount: 5,
  price_type_id: null,
  price_type_name: null,
  status: 'active',
  comment: null,
  users_count: 2,
  outlets_count: 1,
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

/** A European company with a VAT id, blocked, without users. */
export const europeanCounterparty = makeCounterparty({
  id: 9,
  legal_name: 'Art Corner GmbH',
  inn: null,
  kpp: null,
  vat_id: 'DE123456789',
  bank_bic: 'DEUTDEFF',
  bank_account: 'DE89370400440532013000',
  correspondent_account: null,
  version: 'en',
  discount: 12.5,
  status: 'blocked',
  users_count: 0,
  outlets_count: 0,
});

export const makeOutlet = (overrides: Partial<Outlet> = {}): Outlet => ({
  etag: '"outlet-v1"',
  id: 100001,
  name: 'Палитра на Ленина',
  is_retail: true,
  city: 'Тверь',
  currency: 'RUB',
  report_period_days: 14,
  auto_order_sum: 50000,
  in_ranking: true,
  ...overrides,
});
