import type { ServiceProduct } from '@kits/contract';

export function makeServiceProduct(overrides: Partial<ServiceProduct> = {}): ServiceProduct {
  return {
    etag: '"product-7-v1"',
    id: 7,
    code: 'KP-0007',
    pack_multiple: 1,
    external_key: null,
    name_ru: 'Картина по номерам «Маяк»',
    name_en: 'Paint by numbers "Lighthouse"',
    description_ru: 'Холст 40×50',
    description_en: null,
    category: {
      id: 3,
      slug: 'kartiny-po-nomeram',
      name_ru: 'Картины по номерам',
      name_en: 'Paint by numbers',
    },
    prices: {
      RUB: { wholesale: '100.00', retail: '180.00' },
      EUR: { wholesale: '1.05', retail: '1.89' },
      PLN: null,
      RSD: null,
    },
    stock: [
      { store_id: 1, store_name: 'Склад Москва', quantity: 5, supplies: 0 },
      { store_id: 56, store_name: 'Warehouse EU', quantity: 0, supplies: 2 },
    ],
    statuses: ['new'],
    hashtags: ['хит'],
    hashtags_en: { хит: 'bestseller' },
    properties: [{ slug: 'size', value: '40x50', value_en: null }],
    media: [],
    archived_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
