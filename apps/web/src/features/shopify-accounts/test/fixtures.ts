import type { ShopifyAccount, ShopifyJob, ShopifyOrder } from '@kits/contract';

/** A connected account as GET /profile/shopify answers it, for component tests. */
export const makeAccount = (over: Partial<ShopifyAccount> = {}): ShopifyAccount => ({
  id: 5,
  shop_domain: 'kits-demo.myshopify.com',
  name: 'Kits Demo',
  status: 'connected',
  currency: 'RUB',
  currency_supported: true,
  published: 12,
  new_orders: 2,
  price_rule: null,
  last_error: null,
  last_sync_at: '2026-03-05T10:00:00.000Z',
  orders_fetched_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

/** A job of an account, for component tests. */
export const makeJob = (over: Partial<ShopifyJob> = {}): ShopifyJob => ({
  id: 77,
  kind: 'publish',
  status: 'queued',
  progress: { done: 0, total: 0 },
  report: null,
  error: null,
  created_at: '2026-03-05T10:00:00.000Z',
  finished_at: null,
  ...over,
});

/** A fetched shop order with one of our lines and one foreign line. */
export const makeOrder = (over: Partial<ShopifyOrder> = {}): ShopifyOrder => ({
  id: 31,
  name: '#1001',
  created_at: '2026-03-05T09:00:00.000Z',
  currency: 'RUB',
  total: '4500.00',
  buyer: 'Ирина Петрова',
  shipping: {
    name: 'Ирина Петрова',
    phone: '+7 900 555-00-11',
    address1: 'ул. Ленина, 5',
    address2: 'кв. 12',
    city: 'Тверь',
    zip: '170100',
    province: 'Тверская обл.',
    country_code: 'RU',
  },
  lines: [
    { sku: 'AM-0001', title: 'Кот на окне', quantity: 2, price: '1500.00', product_code: 'AM-0001' },
    { sku: 'GIFT-BOX', title: 'Подарочная упаковка', quantity: 1, price: '1500.00', product_code: null },
  ],
  state: 'new',
  order_name: null,
  order_uuid: null,
  ...over,
});
