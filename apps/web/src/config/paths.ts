import { legacyCategoryRedirect } from '@kits/contract';
import { isEnglishVersion } from '@/lib/app-config';

/**
 * Every route of docs/rules.md#routes as `{ path, getHref() }`. The English version prefixes product links
 * with /en (docs/rules.md#spec-2); legacy catalogue slugs redirect through `legacyCategoryRedirect`.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  legacyLogin: { path: '/private/login.html', getHref: () => '/private/login.html' },
  registration: { path: '/registration', getHref: () => '/registration' },
  setPassword: {
    path: '/set-password',
    getHref: (token?: string) =>
      token ? `/set-password?token=${encodeURIComponent(token)}` : '/set-password',
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  catalog: { path: '/catalog', getHref: () => '/catalog' },
  category: { path: '/catalog/:categorySlug', getHref: (slug = 'all') => `/catalog/${slug}` },
  product: {
    path: '/catalog/:categorySlug/:productCode',
    getHref: (categorySlug: string, code: string) =>
      `${isEnglishVersion ? '/en' : ''}/catalog/${categorySlug}/${encodeURIComponent(code)}`,
  },
  productEn: {
    path: '/en/catalog/:categorySlug/:productCode',
    getHref: (categorySlug: string, code: string) =>
      `/en/catalog/${categorySlug}/${encodeURIComponent(code)}`,
  },
  autoOrder: { path: '/catalog/auto-order', getHref: () => '/catalog/auto-order' },
  basket: { path: '/catalog/basket', getHref: () => '/catalog/basket' },
  quickOrder: { path: '/catalog/quick-order', getHref: () => '/catalog/quick-order' },
  /** Shopping lists (docs/rules.md#shopping-lists): `?list=<id>` opens one. */
  lists: { path: '/lists', getHref: (id?: number) => (id ? `/lists?list=${id}` : '/lists') },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/orders/:uuid', getHref: (uuid: string) => `/orders/${uuid}` },
  export: { path: '/export', getHref: () => '/export' },
  profile: { path: '/profile', getHref: () => '/profile' },
  retailOutlets: {
    path: '/profile/services/retail-outlets',
    getHref: () => '/profile/services/retail-outlets',
  },
  salesRanking: { path: '/profile/services/sales-ranking', getHref: () => '/profile/services/sales-ranking' },
  shopifyAccounts: {
    path: '/profile/services/shopify-accounts',
    getHref: () => '/profile/services/shopify-accounts',
  },
  shopifyAccount: {
    path: '/profile/services/shopify-accounts/:id',
    getHref: (id: number) => `/profile/services/shopify-accounts/${id}`,
  },
  services: { path: '/services', getHref: () => '/services' },
  analytics: { path: '/services/analytics', getHref: () => '/services/analytics' },
  analyticsOutlet: {
    path: '/services/analytics/outlets/:storeId',
    getHref: (storeId: number, search = '') => `/services/analytics/outlets/${storeId}${search}`,
  },
  audit: { path: '/services/audit', getHref: () => '/services/audit' },
  counterparty: { path: '/services/counterparty', getHref: () => '/services/counterparty' },
  counterparties: { path: '/services/counterparty/list', getHref: () => '/services/counterparty/list' },
  counterpartyCard: {
    path: '/services/counterparty/:id',
    getHref: (id: number) => `/services/counterparty/${id}`,
  },
  registrationRequest: {
    path: '/services/counterparty/requests/:id',
    getHref: (id: number) => `/services/counterparty/requests/${id}`,
  },
  feeds: { path: '/services/feeds', getHref: () => '/services/feeds' },
  media: { path: '/services/media', getHref: () => '/services/media' },
  moysklad: { path: '/services/moysklad', getHref: () => '/services/moysklad' },
  integrationKeys: { path: '/services/integration-keys', getHref: () => '/services/integration-keys' },
  systemStatus: { path: '/services/system-status', getHref: () => '/services/system-status' },
  // Product administration keeps the spec's address (docs/rules.md#routes).
  productAdmin: { path: '/services/product-service', getHref: () => '/services/product-service' },
  orderRules: { path: '/services/order-rules', getHref: () => '/services/order-rules' },
  priceTypes: { path: '/services/price-types', getHref: () => '/services/price-types' },
  reports: { path: '/services/reports', getHref: () => '/services/reports' },
  storesCapacity: { path: '/services/stores-capacity', getHref: () => '/services/stores-capacity' },
  updatesLog: { path: '/services/updates-log', getHref: () => '/services/updates-log' },
  showcase: { path: '/showcase', getHref: () => '/showcase' },
} as const;

/** Where a legacy category URL goes, or null (docs/rules.md#legacy-redirects). */
export const legacyCategoryHref = (slug: string): string | null => {
  const target = legacyCategoryRedirect(slug);
  return target ? paths.category.getHref(target) : null;
};
