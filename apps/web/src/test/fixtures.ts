import type { Product, User } from '@kits/contract';

/** A product as GET catalog/products answers it, for component tests. */
export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  category_id: 10,
  category_slug: 'almaznaya-mozaika',
  code: 'AM-0001',
  pack_multiple: 1,
  name: 'Алмазная мозаика «Кот на окне»',
  description: null,
  properties: [],
  hash_tags: [],
  media: [],
  price_wholesale: '1234.50',
  price_retail: '2490.00',
  price_with_discount: '1111.05',
  store_currency: 'RUB',
  basket_count: 0,
  quantity: 12,
  stores: [],
  statuses: [{ slug: 'approved_by_content_manager' }],
  smart_recommendations: [],
  user_order_count: 0,
  sales_for_report_period: 0,
  from_auto_order: false,
  is_favourite: false,
  capacity: null,
  ...overrides,
});

/** The session user of docs/rules.md#spec-3, a wholesale shop without discount by default. */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  uuid: '7f1c2a52-3d55-4c3e-9a45-1d1d6a0c2b11',
  username: 'shop',
  email: 'shop@example.com',
  fullname: 'Магазин «Творчество»',
  locale: 'ru',
  groups: ['warehouse'],
  discount: 0,
  current_store: {
    id: 1,
    name: 'Основной склад',
    is_retail: false,
    report_period_days: 14,
    auto_order_sum: null,
    currency: 'RUB',
  },
  store_occupancy: {},
  ranking: { access: false, best_outlet_number: null, outlets_count: 0 },
  show_update_log: false,
  version: 'ru',
  view_locale: null,
  ...overrides,
});

/** A franchise user working in retail outlet 102 (RUB, report period 14 days), with its saved auto-order sum. */
export const makeOutletUser = ({
  autoOrderSum = null,
  currency = 'RUB',
}: {
  autoOrderSum?: number | null;
  currency?: 'RUB' | 'EUR';
} = {}): User =>
  makeUser({
    username: 'franchise',
    current_store: {
      id: 102,
      name: 'Палитра на Ленина',
      is_retail: true,
      report_period_days: 14,
      auto_order_sum: autoOrderSum,
      currency,
    },
  });
