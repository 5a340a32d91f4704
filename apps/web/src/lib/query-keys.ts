import {
  type AuditQuery,
  type NetworkAnalyticsQuery,
  type ProductsQuery,
  type ReportQuery,
  textLanguage,
} from '@kits/contract';

/**
 * The query-key factory: every TanStack Query key of the page comes from here, so mutations
 * invalidate by these, never by hand-typed strings (CONVENTIONS habit 6).
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  // The catalogue's answers differ by text language only (ru, or en for en/pl/rs): a Polish user's
  // switch from en to pl after sign-in keeps the prefetched pages.
  categories: (lang: string) => ['catalog', 'categories', textLanguage(lang)] as const,
  /** The category tree in every language (refreshed after a staff change to the categories). */
  categoriesAll: ['catalog', 'categories'] as const,
  products: {
    all: ['catalog', 'products'] as const,
    list: (query: Partial<ProductsQuery>, lang: string) =>
      ['catalog', 'products', 'list', query, textLanguage(lang)] as const,
    detail: (code: string, lang: string) =>
      ['catalog', 'products', 'detail', code, textLanguage(lang)] as const,
  },
  stores: ['stores'] as const,
  /** The product administration page (manager, /services/product-service): import jobs, products, the status list. */
  services: {
    importJobs: ['services', 'import'] as const,
    importJob: (id: string) => ['services', 'import', id] as const,
    feedUrls: ['services', 'feed-urls'] as const,
    products: {
      all: ['services', 'products'] as const,
      lists: ['services', 'products', 'list'] as const,
      list: (q: string, page: number) => ['services', 'products', 'list', q, page] as const,
      detail: (id: number) => ['services', 'products', 'detail', id] as const,
    },
    statuses: ['services', 'statuses'] as const,
    /** Every category with the hidden ones, for the category editor (docs/rules.md#category-editor). */
    categories: ['services', 'categories'] as const,
  },
  /** The stores-capacity page (manager): the outlets list and one outlet's shelves. */
  storesCapacity: {
    all: ['stores-capacity'] as const,
    outlets: ['stores-capacity', 'outlets'] as const,
    outletList: (q: string, version: string | null, page: number) =>
      ['stores-capacity', 'outlets', q, version, page] as const,
    capacities: (id: number) => ['stores-capacity', 'capacities', id] as const,
  },
  /** The network analytics (docs/rules.md#network-analytics, manager): each view and the outlet drill-down. */
  networkAnalytics: {
    all: ['network-analytics'] as const,
    view: (view: string, query: Partial<NetworkAnalyticsQuery>) =>
      ['network-analytics', view, query] as const,
    outlet: (storeId: number, query: Partial<NetworkAnalyticsQuery>) =>
      ['network-analytics', 'outlet', storeId, query] as const,
  },
  /** The audit log (docs/rules.md#audit): the admin's page, its staff filter, one entity's history. */
  audit: {
    all: ['audit'] as const,
    list: (query: Partial<AuditQuery>) => ['audit', 'list', query] as const,
    staff: ['audit', 'staff'] as const,
    entity: (entity: string, entityId: string | number) =>
      ['audit', 'entity', entity, String(entityId)] as const,
  },
  /** The reports of /services/reports (docs/rules.md#reports): one report's view for its query. */
  reports: {
    all: ['reports'] as const,
    view: (report: string, query: Partial<ReportQuery>) => ['reports', report, query] as const,
  },
  /** The counterparties service (manager): the list, a card, its outlets and its users' orders. */
  counterparties: {
    all: ['counterparties'] as const,
    lists: ['counterparties', 'list'] as const,
    list: (q: string, status: string | null, version: string | null, page: number) =>
      ['counterparties', 'list', q, status, version, page] as const,
    detail: (id: number) => ['counterparties', 'detail', id] as const,
    outlets: (id: number) => ['counterparties', 'outlets', id] as const,
    orders: (id: number, page: number) => ['counterparties', 'orders', id, page] as const,
  },
  /** A counterparty's user accounts (staff, docs/rules.md#counterparty users). */
  accounts: {
    all: ['accounts'] as const,
    list: (counterpartyId: number) => ['accounts', 'list', counterpartyId] as const,
  },
  /** The requests inbox of the counterparty service (manager): lists, one request, the count of new ones. */
  registrationRequests: {
    all: ['registration-requests'] as const,
    lists: ['registration-requests', 'list'] as const,
    list: (query: Record<string, unknown>) => ['registration-requests', 'list', query] as const,
    detail: (id: number) => ['registration-requests', 'detail', id] as const,
    newCount: ['registration-requests', 'count'] as const,
  },
  /** GET /media/{id}: one picture's record (name for the delete confirmation). */
  media: (id: number) => ['media', id] as const,
  basket: ['basket'] as const,
  /** GET /order/rules: the minimum order sum of the basket's currency, per basket store (docs/rules.md#order-minimum). */
  basketRules: (storeId: number | null) => ['basket-rules', storeId] as const,
  /** GET /services/order-rules: every currency's minimum order sum (staff). */
  orderRules: ['order-rules'] as const,
  /** GET /services/price-types: the price types with their counts (staff, docs/rules.md#buyer-price). */
  priceTypes: ['price-types'] as const,
  favourites: (page: number) => ['favourites', page] as const,
  /** Shopping lists (docs/rules.md#shopping-lists): the caller's own and shared lists, and one list with its lines. */
  shoppingLists: {
    all: ['shopping-lists'] as const,
    list: ['shopping-lists', 'list'] as const,
    detail: (id: number) => ['shopping-lists', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (filters: Record<string, unknown>) => ['orders', 'list', filters] as const,
    detail: (uuid: string) => ['orders', 'detail', uuid] as const,
  },
  /**
   * GET /orders/buyers: who placed the orders the user may see (docs/rules.md#company-orders); not
   * under `orders`, whose cached lists are read as order pages.
   */
  orderBuyers: ['order-buyers'] as const,
  profile: (uuid: string) => ['profile', uuid] as const,
  deliveryLookups: (lang: string) => ['profile', 'delivery', lang] as const,
  updatesLog: ['updates-log'] as const,
  /** Every what's-new record in both languages (staff, /services/updates-log). */
  updatesLogAdmin: ['updates-log', 'admin'] as const,
  analytic: (productId: number) => ['analytic', productId] as const,
  /** GET /home: the buyer's home, own outlets (null) or a customer's (staff). */
  home: (counterparty: number | null) => ['home', counterparty] as const,
  /** GET /product-alerts/back-in-stock: the products the user watches. */
  backInStock: ['product-alerts', 'back-in-stock'] as const,
  autoOrder: {
    recommendedSum: ['auto-order', 'recommended-sum'] as const,
    check: (storeId: number) => ['auto-order', 'check', storeId] as const,
    /** Every store's fresh-auto-order check. */
    checks: ['auto-order', 'check'] as const,
  },
  /** GET /store/occupancy: the current store's shelves with the basket counted. */
  storeOccupancy: ['stores', 'occupancy'] as const,
  outlets: {
    all: ['outlets'] as const,
    salesRanking: ['outlets', 'sales-ranking'] as const,
    list: ['outlets', 'list'] as const,
  },
  /** The МойСклад connection (docs/moysklad.md, admin): the connection with its last runs, and the account's options. */
  moysklad: {
    all: ['moysklad'] as const,
    connection: ['moysklad', 'connection'] as const,
    options: ['moysklad', 'options'] as const,
    counterparties: ['moysklad', 'counterparties'] as const,
  },
  /** Integration keys of the machine API (docs/integration-api.md, admin). */
  integrationKeys: ['integration-keys'] as const,
  systemStatus: ['system-status'] as const,
  /** Connected Shopify accounts (docs/rules.md#shopify-account): the list, one account, its preview, jobs and orders. */
  shopify: {
    all: ['shopify'] as const,
    accounts: ['shopify', 'accounts'] as const,
    account: (id: number) => ['shopify', 'account', id] as const,
    preview: (id: number, body: unknown) => ['shopify', 'preview', id, body] as const,
    jobs: (id: number) => ['shopify', 'jobs', id] as const,
    job: (id: number, jobId: number) => ['shopify', 'jobs', id, jobId] as const,
    orders: (id: number) => ['shopify', 'orders', id] as const,
  },
};
