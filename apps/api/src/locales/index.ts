import enAccounts from './en/accounts.json';
import enAnalytics from './en/analytics.json';
import enAuth from './en/auth.json';
import enAutoOrders from './en/auto-orders.json';
import enBasket from './en/basket.json';
import enBuyerHome from './en/buyer-home.json';
import enCatalog from './en/catalog.json';
import enCommon from './en/common.json';
import enCounterparties from './en/counterparties.json';
import enDelivery from './en/delivery.json';
import enExport from './en/export.json';
import enFavourites from './en/favourites.json';
import enFeedUrl from './en/feed-url.json';
import enFeeds from './en/feeds.json';
import enFranchise from './en/franchise.json';
import enImport from './en/import.json';
import enIntegrationKeys from './en/integration-keys.json';
import enInvoices from './en/invoices.json';
import enMail from './en/mail.json';
import enMedia from './en/media.json';
import enMoysklad from './en/moysklad.json';
import enNetworkAnalytics from './en/network-analytics.json';
import enOrders from './en/orders.json';
import enPriceTypes from './en/price-types.json';
import enProductAdmin from './en/product-admin.json';
import enProfile from './en/profile.json';
import enQuickOrder from './en/quick-order.json';
import enRegistrationRequests from './en/registration-requests.json';
import enReports from './en/reports.json';
import enSales from './en/sales.json';
import enShopify from './en/shopify.json';
import enShopifyJobs from './en/shopify-jobs.json';
import enShoppingLists from './en/shopping-lists.json';
import enStock from './en/stock.json';
import enStoresCapacity from './en/stores-capacity.json';
import enUpdatesLog from './en/updates-log.json';
import enValidation from './en/validation.json';
import ruAccounts from './ru/accounts.json';
import ruAnalytics from './ru/analytics.json';
import ruAuth from './ru/auth.json';
import ruAutoOrders from './ru/auto-orders.json';
import ruBasket from './ru/basket.json';
import ruBuyerHome from './ru/buyer-home.json';
import ruCatalog from './ru/catalog.json';
import ruCommon from './ru/common.json';
import ruCounterparties from './ru/counterparties.json';
import ruDelivery from './ru/delivery.json';
import ruExport from './ru/export.json';
import ruFavourites from './ru/favourites.json';
import ruFeedUrl from './ru/feed-url.json';
import ruFeeds from './ru/feeds.json';
import ruFranchise from './ru/franchise.json';
import ruImport from './ru/import.json';
import ruIntegrationKeys from './ru/integration-keys.json';
import ruInvoices from './ru/invoices.json';
import ruMail from './ru/mail.json';
import ruMedia from './ru/media.json';
import ruMoysklad from './ru/moysklad.json';
import ruNetworkAnalytics from './ru/network-analytics.json';
import ruOrders from './ru/orders.json';
import ruPriceTypes from './ru/price-types.json';
import ruProductAdmin from './ru/product-admin.json';
import ruProfile from './ru/profile.json';
import ruQuickOrder from './ru/quick-order.json';
import ruRegistrationRequests from './ru/registration-requests.json';
import ruReports from './ru/reports.json';
import ruSales from './ru/sales.json';
import ruShopify from './ru/shopify.json';
import ruShopifyJobs from './ru/shopify-jobs.json';
import ruShoppingLists from './ru/shopping-lists.json';
import ruStock from './ru/stock.json';
import ruStoresCapacity from './ru/stores-capacity.json';
import ruUpdatesLog from './ru/updates-log.json';
import ruValidation from './ru/validation.json';

/**
 * The server's texts (docs/rules.md#text-language): one JSON file per namespace and language,
 * `locales/<ru|en>/<namespace>.json` — a module's name, `common` for the shared ones (lib/messages.ts),
 * `delivery` for the delivery rule. Both languages have the same keys and placeholders (checked by
 * lib/messages.unit.test.ts); a key with plural forms (`lines_one`, `lines_few`…) has the forms
 * its language needs. Read through `defineMessages` (lib/messages.ts).
 */
const ru = {
  accounts: ruAccounts,
  analytics: ruAnalytics,
  'buyer-home': ruBuyerHome,
  auth: ruAuth,
  'auto-orders': ruAutoOrders,
  basket: ruBasket,
  catalog: ruCatalog,
  common: ruCommon,
  counterparties: ruCounterparties,
  delivery: ruDelivery,
  export: ruExport,
  favourites: ruFavourites,
  feeds: ruFeeds,
  'feed-url': ruFeedUrl,
  franchise: ruFranchise,
  import: ruImport,
  'integration-keys': ruIntegrationKeys,
  invoices: ruInvoices,
  mail: ruMail,
  media: ruMedia,
  'network-analytics': ruNetworkAnalytics,
  orders: ruOrders,
  'price-types': ruPriceTypes,
  'product-admin': ruProductAdmin,
  profile: ruProfile,
  'quick-order': ruQuickOrder,
  'registration-requests': ruRegistrationRequests,
  reports: ruReports,
  sales: ruSales,
  moysklad: ruMoysklad,
  shopify: ruShopify,
  'shopify-jobs': ruShopifyJobs,
  'shopping-lists': ruShoppingLists,
  stock: ruStock,
  'stores-capacity': ruStoresCapacity,
  'updates-log': ruUpdatesLog,
  validation: ruValidation,
};

/** The Russian texts' shape: the namespaces and, per namespace, the keys a call may name. */
export type Texts = typeof ru;
export type Namespace = keyof Texts;

/** Every namespace in both languages, as i18next takes them (`resources`). */
export const RESOURCES = {
  ru,
  en: {
    accounts: enAccounts,
    analytics: enAnalytics,
    'buyer-home': enBuyerHome,
    auth: enAuth,
    'auto-orders': enAutoOrders,
    basket: enBasket,
    catalog: enCatalog,
    common: enCommon,
    counterparties: enCounterparties,
    delivery: enDelivery,
    export: enExport,
    favourites: enFavourites,
    feeds: enFeeds,
    'feed-url': enFeedUrl,
    franchise: enFranchise,
    import: enImport,
    'integration-keys': enIntegrationKeys,
    invoices: enInvoices,
    mail: enMail,
    media: enMedia,
    'network-analytics': enNetworkAnalytics,
    orders: enOrders,
    'price-types': enPriceTypes,
    'product-admin': enProductAdmin,
    profile: enProfile,
    'quick-order': enQuickOrder,
    'registration-requests': enRegistrationRequests,
    reports: enReports,
    sales: enSales,
    moysklad: enMoysklad,
    shopify: enShopify,
    'shopify-jobs': enShopifyJobs,
    'shopping-lists': enShoppingLists,
    stock: enStock,
    'stores-capacity': enStoresCapacity,
    'updates-log': enUpdatesLog,
    validation: enValidation,
  } satisfies Record<Namespace, Record<string, string>>,
};
