import type { MoyskladConnection, MoyskladMapping, MoyskladOptions, MoyskladRun } from '@kits/contract';

/** The account as GET /services/moysklad answers it when connected. */
export const ACCOUNT: NonNullable<MoyskladConnection['account']> = {
  account_id: 'a1b2c3',
  name: 'ООО «Хобби-Опт»',
  api_url: 'https://api.moysklad.ru/api/remap/1.2',
  status: 'connected',
  last_error: null,
  connected_at: '2026-03-05T10:00:00.000Z',
};

/** The mapping the options suggest: warehouse 1 → main store (ru), 2 → outlet 102, 3 → a new outlet of counterparty 7, 4 ignored. */
export const SUGGESTED: MoyskladMapping = {
  stores: [
    { moysklad_store_id: 'ms-1', target: 'main-ru' },
    { moysklad_store_id: 'ms-2', target: 'outlet', store_id: 102 },
    { moysklad_store_id: 'ms-3', target: 'new-outlet', counterparty_id: 7 },
    { moysklad_store_id: 'ms-4', target: 'ignore' },
  ],
  prices: { RUB: { wholesale: 'pt-opt', retail: 'pt-rozn' } },
  product_key: 'article',
  attributes: { size: 'attr-size' },
};

/** The account's options: four warehouses (the second and third sell through retail points), price types, attributes, our side. */
export const makeOptions = (over: Partial<MoyskladOptions> = {}): MoyskladOptions => ({
  stores: [
    { id: 'ms-1', name: 'Основной склад', retail_store: null, suggestion: SUGGESTED.stores[0]! },
    {
      id: 'ms-2',
      name: 'Склад Ленина',
      retail_store: { id: 'rs-2', name: 'Точка на Ленина' },
      suggestion: SUGGESTED.stores[1]!,
    },
    {
      id: 'ms-3',
      name: 'Склад Мира',
      retail_store: { id: 'rs-3', name: 'Точка на Мира' },
      suggestion: SUGGESTED.stores[2]!,
    },
    { id: 'ms-4', name: 'Брак', retail_store: null, suggestion: SUGGESTED.stores[3]! },
  ],
  price_types: [
    { id: 'pt-opt', name: 'Оптовая' },
    { id: 'pt-rozn', name: 'Розничная' },
    { id: 'pt-eur', name: 'Опт EUR' },
  ],
  attributes: [
    { id: 'attr-size', name: 'Размер', type: 'string' },
    { id: 'attr-en', name: 'Name EN', type: 'string' },
  ],
  outlets: [
    { id: 102, name: 'Палитра на Ленина', counterparty_id: 7 },
    { id: 103, name: 'Палитра на Мира', counterparty_id: 7 },
  ],
  counterparties: [
    { id: 7, name: 'ИП Петрова' },
    { id: 8, name: 'ООО «Краски»' },
  ],
  organizations: [{ id: 'org-1', name: 'ООО «Хобби Опт»' }],
  order_states: [
    { id: 'st-new', name: 'Новый' },
    { id: 'st-ok', name: 'Подтвержден' },
    { id: 'st-cancel', name: 'Отменен' },
  ],
  suggested: SUGGESTED,
  ...over,
});

/** A run of a kind, done by default. */
export const makeRun = (over: Partial<MoyskladRun> = {}): MoyskladRun => ({
  id: 1,
  kind: 'catalogue',
  mode: 'full',
  status: 'done',
  created: 10,
  updated: 2,
  unchanged: 0,
  failed: 0,
  failures: [],
  progress: null,
  error: null,
  started_at: '2026-03-05T10:01:00.000Z',
  finished_at: '2026-03-05T10:02:00.000Z',
  ...over,
});

/** The connection: connected with `mapping` (none by default) and `runs`. */
export const makeConnection = (over: Partial<MoyskladConnection> = {}): MoyskladConnection => ({
  etag: '"connection-v1"',
  account: ACCOUNT,
  mapping: null,
  webhooks: { registered: false, reason: 'PUBLIC_URL не задан' },
  runs: [],
  order_failures: [],
  ...over,
});
