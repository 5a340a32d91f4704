import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../test/factories/basket';
import { randomTestIp } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { openApiOperations } from './operations';
import {
  createSecurityWorld,
  KEY_CALLERS,
  type KeyCaller,
  ROLES,
  type Role,
  type SecurityWorld,
  type SignedInRole,
  type WorldIds,
} from './world';

/**
 * The route × role matrix (docs/security.md#how-it-is-proven, docs/rules.md#roles): every operation
 * of the OpenAPI document is called as each role of ./world.ts, in the Russian and the English
 * version, with real ids of things the `shop` user owns. A role the rule lets in may get 2xx or a
 * business 404/409/422, never 401/403/5xx; any other role gets exactly the refusal below (401 for a
 * guest, 403 by default, 404 where another customer's thing must look absent). A route of the
 * document without an entry here fails the test by name. The world's integration keys
 * (docs/integration-api.md) are callers too: a key with the route's scope is let in, one without
 * it gets 403, and everywhere outside /api/v0/integration a key is no login (as a guest); a login
 * token on an integration route gets 401.
 */

const ALL = ROLES;
const SIGNED_IN = ROLES.filter((r) => r !== 'guest');
/** Warehouse level (docs/rules.md#roles): ordering, basket, orders, export. */
const ORDERING: Role[] = ['dropship', 'shop', 'franchise', 'other', 'manager', 'admin'];
const STAFF: Role[] = ['manager', 'admin'];
const ADMIN: Role[] = ['admin'];
const NOBODY: Role[] = [];
/** The shop (owner of every id) and staff. */
const SHOP_AND_STAFF: Role[] = ['shop', 'manager', 'admin'];
/** Other customers get `status` for the shop's thing: it is not theirs (404: it looks absent). */
const notTheirs = (status: number, roles: Role[] = ['viewer', 'dropship', 'franchise', 'other']) =>
  Object.fromEntries(roles.map((r) => [r, status])) as Partial<Record<Role, number>>;

/** Customers with ordering rights but not the shop. */
const OTHER_BUYERS: Role[] = ['dropship', 'franchise', 'other'];
/** Everyone with ordering rights but the shop: the shop's auto order is not theirs. */
const AO_OTHERS: Role[] = ['dropship', 'franchise', 'other', 'manager', 'admin'];
/** The shop's connected Shopify account looks absent to every other warehouse-level user, staff too. */
const SHOPIFY_OTHERS: Role[] = AO_OTHERS;

/** A what's-new record to publish (not major: the matrix shows nobody the log again). */
const updateLogRecord = () => ({
  content_ru: 'Матрица',
  content_en: 'Matrix',
  is_major: false,
  only_franchising: false,
});

type Refusals = Partial<Record<Role, number>>;
/** Every signed-in role refused with 401: a login token is not an integration key. */
const LOGINS_ARE_NO_KEYS = Object.fromEntries(SIGNED_IN.map((r) => [r, 401])) as Refusals;
/** What a call takes: path parameters named after world ids, a query, a body (or a multipart file). */
type Rule = {
  may: readonly Role[];
  refuse?: Refusals;
  /** Differences in the English version (127.0.0.1). */
  en?: { may?: readonly Role[]; refuse?: Refusals };
  params?: Record<string, keyof WorldIds | (() => string)>;
  query?: (ids: WorldIds) => Record<string, string | number>;
  body?: (world: SecurityWorld) => unknown;
  multipart?: true;
  /** Ends the session: called with a token of its own. */
  fresh?: true;
  /** Changes what the others read (clears the basket, sends the order): runs after all the others, one at a time. */
  last?: true;
  /** Runs before the call (e.g. fills the basket the call sends). */
  before?: (world: SecurityWorld) => Promise<void>;
  /** The integration keys let in (an integration route); absent: keys are treated as guests. */
  keys?: readonly KeyCaller[];
  /** A staff edit of a versioned record: sent with `If-Match: *` (docs/rules.md#record-versions). */
  versioned?: true;
};

const unique = () => randomBytes(4).toString('hex');
const account = () => ({
  username: `matrix_${unique()}`,
  fullname: 'Матрица Тест',
  email: `matrix_${unique()}@example.test`,
  phone: `+7 900 ${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`,
  locale: 'ru',
  groups: ['warehouse'],
  discount: 0,
});
const apply = (w: SecurityWorld) => ({
  ao_id: w.ids.autoOrder,
  ao_uuid: w.ids.autoOrderUuid,
  outlet_id: w.ids.shopOutlet,
});

const counterparty = () => ({
  legal_name: `ООО «Матрица ${unique()}»`,
  inn: '7707083893',
  version: 'ru',
  discount: 0,
});
const outlet = () => ({
  name: `Матрица ${unique()}`,
  is_retail: true,
  currency: 'RUB',
  report_period_days: 14,
  auto_order_sum: null,
  in_ranking: true,
});
const fillShopBasket = (w: SecurityWorld) =>
  addBasketLine({ db: t.db, userId: w.ids.shopUser, storeId: w.ids.shopOutlet, productId: w.ids.product });

/** One line per operation id of the OpenAPI document ("METHOD path"). */
// biome-ignore format: one line per route, so that adding a route is adding a line
const MATRIX: Record<string, Rule> = {
  // auth
  'POST /api/v0/auth/login': { may: ALL, body: (w) => ({ login: w.users.shop.user.username, password: w.users.shop.password }) },
  'POST /api/v0/auth/me': { may: SIGNED_IN },
  'POST /api/v0/auth/logout': { may: SIGNED_IN, fresh: true },
  'PUT /api/v0/auth/view': { may: STAFF, body: () => ({ locale: null }) },
  'POST /api/v0/auth/registration': { may: ALL, body: () => ({ name: 'Матрица', email: `r_${unique()}@example.test`, phone: '+7 900 000-00-00' }) },
  'POST /api/v0/auth/set-password': { may: ALL, body: () => ({ token: 'x'.repeat(40), password: 'a-long-password' }) },
  'POST /api/v0/auth/forgot-password': { may: ALL, body: () => ({ login: `nobody_${unique()}` }) },
  'PATCH /api/v0/profile/password': { may: SIGNED_IN, body: () => ({ current_password: 'not-the-password', new_password: 'a-long-password' }) },
  // basket: always the caller's own
  'GET /api/v0/basket': { may: ALL },
  'DELETE /api/v0/basket': { may: ORDERING, last: true },
  // quick order: an unknown code answers 422 (nothing added), so no basket changes
  'POST /api/v0/basket/quick-order/check': { may: ORDERING, body: () => ({ lines: [{ line: 1, code: 'MATRIX-X', quantity: '1' }] }) },
  'POST /api/v0/basket/quick-order/file': { may: ORDERING, multipart: true },
  'POST /api/v0/basket/quick-order': { may: ORDERING, body: () => ({ lines: [{ code: 'MATRIX-X', count: 1 }] }) },
  'PATCH /api/v0/basket/increase/{id}': { may: ORDERING, params: { id: 'product' } },
  'PATCH /api/v0/basket/decrease/{id}': { may: ORDERING, params: { id: 'product' } },
  'DELETE /api/v0/basket/remove/{productId}': { may: ORDERING, params: { productId: 'product' } },
  'PUT /api/v0/basket/{id}': { may: ORDERING, params: { id: 'product' }, body: () => ({ count: 1 }) },
  'POST /api/v0/basket/lines': { may: ORDERING, body: (w) => ({ lines: [{ id: w.ids.product, count: 1 }] }) },
  // import
  'POST /api/v0/services/import': { may: STAFF, multipart: true },
  // outlet data feeds by file (docs/feeds.md): the matrix's file is no feed, so staff get 422
  'POST /api/v0/services/feeds/{kind}': { may: STAFF, params: { kind: () => 'outlet-stock' }, multipart: true },
  'GET /api/v0/services/feeds/{kind}/template': { may: STAFF, params: { kind: () => 'sales' } },
  'GET /api/v0/services/import': { may: STAFF },
  'GET /api/v0/services/import/{jobId}': { may: STAFF, params: { jobId: 'importJob' } },
  'GET /api/v0/services/feed-urls': { may: STAFF },
  'POST /api/v0/services/feed-urls': { may: STAFF, body: () => ({ url: 'http://10.0.0.1/feed.xml', interval_minutes: 5 }) },
  'PATCH /api/v0/services/feed-urls/{id}': { versioned: true, may: STAFF, params: { id: () => '2147483000' }, body: () => ({ enabled: false }) },
  'DELETE /api/v0/services/feed-urls/{id}': { may: STAFF, params: { id: () => '2147483000' } },
  'POST /api/v0/services/feed-urls/{id}/pull': { may: STAFF, params: { id: () => '2147483000' } },
  // product service
  'GET /api/v0/services/products': { may: STAFF },
  'GET /api/v0/services/products/{id}': { may: STAFF, params: { id: 'product' } },
  'PATCH /api/v0/services/products/{id}': { versioned: true, may: STAFF, params: { id: 'product' }, body: () => ({ name_en: 'Matrix kit' }) },
  'GET /api/v0/services/statuses': { may: STAFF },
  'POST /api/v0/services/products': { may: STAFF, body: (w) => ({ code: `MX-${unique()}`, name_ru: 'Матрица', name_en: 'Matrix', category_id: w.ids.category, prices: { RUB: { wholesale: '10', retail: '16' } } }) },
  // Archiving the world's product would hide it from the routes after: an unknown id (404) instead.
  'POST /api/v0/services/products/{id}/archive': { may: STAFF, params: { id: () => '2147483000' } },
  'POST /api/v0/services/products/{id}/restore': { may: STAFF, params: { id: 'product' } },
  // The world's product has stock and basket lines: 409, never deleted.
  'DELETE /api/v0/services/products/{id}': { may: STAFF, params: { id: 'product' } },
  'GET /api/v0/services/categories': { may: STAFF },
  'POST /api/v0/services/categories': { may: STAFF, body: () => ({ name_ru: `Матрица ${unique()}`, name_en: 'Matrix' }) },
  'PATCH /api/v0/services/categories/{id}': { may: STAFF, params: { id: 'category' }, body: () => ({ position: 0 }) },
  // orders: the shop's order is absent for other customers
  'POST /api/v0/order/send': { may: ORDERING, last: true, before: fillShopBasket, body: () => ({ order_comment: { comment: 'matrix' } }) },
  'GET /api/v0/orders': { may: ORDERING },
  'GET /api/v0/orders/buyers': { may: ORDERING },
  // order rules (docs/rules.md#order-minimum): every signed-in user reads their basket's; staff set them
  'GET /api/v0/order/rules': { may: SIGNED_IN },
  'GET /api/v0/services/order-rules': { may: STAFF },
  'PUT /api/v0/services/order-rules': { versioned: true, may: STAFF, body: () => ({ minimums: [] }) },
  'GET /api/v0/services/price-types': { may: STAFF },
  'POST /api/v0/services/price-types': { may: STAFF, body: () => ({ name: 'Матрица' }) },
  'GET /api/v0/services/price-types/{id}': { may: STAFF, params: { id: () => '2147483000' } },
  'PATCH /api/v0/services/price-types/{id}': { versioned: true, may: STAFF, params: { id: () => '2147483000' }, body: () => ({ name: 'Матрица 2' }) },
  'DELETE /api/v0/services/price-types/{id}': { versioned: true, may: STAFF, params: { id: () => '2147483000' } },
  'POST /api/v0/services/price-types/{id}/prices': { may: STAFF, params: { id: () => '2147483000' }, multipart: true },
  'GET /api/v0/services/price-types/prices/template': { may: STAFF },
  'GET /api/v0/orders/{uuid}': { may: SHOP_AND_STAFF, refuse: notTheirs(404, OTHER_BUYERS), params: { uuid: 'order' } },
  'POST /api/v0/orders/{uuid}/repeat': { may: SHOP_AND_STAFF, refuse: notTheirs(404, OTHER_BUYERS), params: { uuid: 'order' } },
  'POST /api/v0/orders/{uuid}/status': { may: STAFF, params: { uuid: 'order' }, body: () => ({ status: 'confirmed', comment: 'matrix' }) },
  // media
  'GET /api/v0/media/{id}': { may: SIGNED_IN, params: { id: 'media' } },
  'DELETE /api/v0/media/{id}': { may: STAFF, params: { id: 'spareMedia' } },
  'POST /api/v0/media/product/{productId}': { may: STAFF, params: { productId: 'product' }, multipart: true },
  'PATCH /api/v0/media/{id}/main': { may: STAFF, params: { id: 'media' } },
  'POST /api/v0/download-media/token': { may: ORDERING },
  'GET /api/v0/download-media': { may: ORDERING },
  // export
  'GET /api/v0/export/products.csv': { may: ORDERING },
  'GET /api/v0/export/products.xlsx': { may: ORDERING },
  // stores capacity
  'GET /api/v0/services/outlets': { may: STAFF },
  'GET /api/v0/services/outlets/{id}/capacities': { may: STAFF, params: { id: 'shopOutlet' } },
  'PUT /api/v0/services/outlets/{id}/capacities': { versioned: true, may: STAFF, params: { id: 'shopOutlet' }, body: () => ({ shelves: [] }) },
  // accounts
  'GET /api/v0/services/counterparties/{id}/users': { may: STAFF, params: { id: 'shopCounterparty' } },
  'POST /api/v0/services/counterparties/{id}/users': { may: STAFF, params: { id: 'shopCounterparty' }, body: account },
  'PATCH /api/v0/services/users/{id}': { versioned: true, may: STAFF, params: { id: 'spareUser' }, body: () => ({ fullname: 'Запасной' }) },
  'POST /api/v0/services/users/{id}/lock': { may: STAFF, params: { id: 'spareUser' } },
  'POST /api/v0/services/users/{id}/unlock': { may: STAFF, params: { id: 'spareUser' } },
  'POST /api/v0/services/users/{id}/password-link': { may: STAFF, params: { id: 'spareUser' } },
  // counterparties
  'GET /api/v0/services/counterparties': { may: STAFF },
  'POST /api/v0/services/counterparties': { may: STAFF, body: counterparty },
  'GET /api/v0/services/counterparties/{id}': { may: STAFF, params: { id: 'shopCounterparty' } },
  'PATCH /api/v0/services/counterparties/{id}': { versioned: true, may: STAFF, params: { id: 'shopCounterparty' }, body: () => ({ comment: 'matrix' }) },
  'POST /api/v0/services/counterparties/{id}/block': { may: STAFF, params: { id: 'spareCounterparty' } },
  'POST /api/v0/services/counterparties/{id}/unblock': { may: STAFF, params: { id: 'spareCounterparty' } },
  'GET /api/v0/services/counterparties/{id}/outlets': { may: STAFF, params: { id: 'shopCounterparty' } },
  'POST /api/v0/services/counterparties/{id}/outlets': { may: STAFF, params: { id: 'spareCounterparty' }, body: outlet },
  'PATCH /api/v0/services/counterparties/{id}/outlets/{storeId}': { versioned: true, may: STAFF, params: { id: 'shopCounterparty', storeId: 'shopOutlet' }, body: () => ({ city: 'Москва' }) },
  'GET /api/v0/services/counterparties/{id}/orders': { may: STAFF, params: { id: 'shopCounterparty' } },
  // registration requests
  'GET /api/v0/services/registration-requests': { may: STAFF },
  'GET /api/v0/services/registration-requests/count': { may: STAFF },
  'GET /api/v0/services/registration-requests/{id}': { may: STAFF, params: { id: 'registrationRequest' } },
  'PATCH /api/v0/services/registration-requests/{id}': { versioned: true, may: STAFF, params: { id: 'registrationRequest' }, body: () => ({ staff_comment: 'matrix' }) },
  'POST /api/v0/services/registration-requests/{id}/reject': { may: STAFF, params: { id: 'registrationRequest' }, last: true, body: () => ({ reason: 'matrix' }) },
  'POST /api/v0/services/registration-requests/{id}/approve': { may: STAFF, params: { id: 'registrationRequest' }, body: () => ({ counterparty: counterparty(), user: account(), outlet: null }) },
  // network analytics
  'GET /api/v0/services/analytics': { may: STAFF },
  'GET /api/v0/services/analytics/outlets': { may: STAFF },
  'GET /api/v0/services/analytics/outlets/{storeId}': { may: STAFF, params: { storeId: 'franchiseOutlet' } },
  'GET /api/v0/services/analytics/products': { may: STAFF },
  'GET /api/v0/services/analytics/categories': { may: STAFF },
  'GET /api/v0/services/analytics/shelves': { may: STAFF },
  // audit
  'GET /api/v0/services/audit': { may: ADMIN },
  'GET /api/v0/services/audit/staff': { may: ADMIN },
  // system status
  'GET /api/v0/services/system-status': { may: ADMIN },
  'POST /api/v0/services/system-status/jobs/{id}/retry': { may: ADMIN, params: { id: () => '2147483000' } },
  'GET /api/v0/services/audit/{entity}/{entityId}': { may: STAFF, params: { entity: () => 'counterparty', entityId: 'shopCounterparty' } },
  // the МойСклад connection: admins only (not connected in this world: 404 past the role check)
  'GET /api/v0/services/moysklad': { may: ADMIN },
  'POST /api/v0/services/moysklad': { may: ADMIN, body: () => ({ access_token: ' ' }) },
  'DELETE /api/v0/services/moysklad': { may: ADMIN },
  'GET /api/v0/services/moysklad/options': { may: ADMIN },
  'PUT /api/v0/services/moysklad/mapping': { versioned: true, may: ADMIN, body: () => ({ stores: [], prices: { RUB: { wholesale: 'x', retail: null } }, product_key: 'code', attributes: {} }) },
  'POST /api/v0/services/moysklad/sync': { may: ADMIN, body: () => ({}) },
  'POST /api/v0/services/moysklad/orders/retry': { may: ADMIN },
  'GET /api/v0/services/moysklad/counterparties': { may: ADMIN },
  'POST /api/v0/services/moysklad/counterparties/import': { may: ADMIN },
  // reports (docs/rules.md#reports)
  'GET /api/v0/services/reports/{report}': { may: STAFF, params: { report: () => 'stock' } },
  // catalogue, stores, what's new, favourites
  'GET /api/v0/catalog/categories': { may: SIGNED_IN },
  'GET /api/v0/catalog/products': { may: SIGNED_IN },
  'GET /api/v0/catalog/products/{code}': { may: SIGNED_IN, params: { code: 'productCode' } },
  'GET /api/v0/store': { may: SIGNED_IN },
  'PATCH /api/v0/store/active/{id}': { may: ['shop'], params: { id: 'shopOutlet' }, en: { may: NOBODY } },
  'GET /api/v0/updates-log': { may: SIGNED_IN },
  'PATCH /api/v0/profile/hide-updates-log': { may: SIGNED_IN },
  'GET /api/v0/services/updates-log': { may: STAFF },
  'POST /api/v0/services/updates-log': { may: STAFF, body: updateLogRecord },
  // An id no record has: staff get the business 404, the others their refusal before it.
  'PUT /api/v0/services/updates-log/{id}': { may: STAFF, params: { id: () => '2147483000' }, body: updateLogRecord },
  'DELETE /api/v0/services/updates-log/{id}': { may: STAFF, params: { id: () => '2147483000' } },
  // the buyer's home (docs/home.md): own outlets for everyone signed in; a customer's outlets for staff only
  'GET /api/v0/home': { may: STAFF, query: (ids) => ({ counterparty: ids.shopCounterparty }) },
  // back-in-stock watches (docs/home.md#alerts): each user their own
  'GET /api/v0/product-alerts/back-in-stock': { may: SIGNED_IN },
  'PUT /api/v0/product-alerts/back-in-stock/{productId}': { may: SIGNED_IN, params: { productId: 'product' } },
  'DELETE /api/v0/product-alerts/back-in-stock/{productId}': { may: SIGNED_IN, params: { productId: 'product' } },
  'GET /api/v0/favourite': { may: SIGNED_IN },
  'PUT /api/v0/favourite/{id}': { may: SIGNED_IN, params: { id: 'product' } },
  'DELETE /api/v0/favourite/{id}': { may: SIGNED_IN, params: { id: 'product' } },
  // shopping lists (docs/rules.md#shopping-lists): the shop's shared list is absent for every other buyer and staff
  'GET /api/v0/shopping-lists': { may: ORDERING },
  'POST /api/v0/shopping-lists': { may: ORDERING, body: () => ({ name: `Матрица ${unique()}` }) },
  'GET /api/v0/shopping-lists/{id}': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList' } },
  'PATCH /api/v0/shopping-lists/{id}': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList' }, body: () => ({ shared: true }) },
  'DELETE /api/v0/shopping-lists/{id}': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList' }, last: true },
  'POST /api/v0/shopping-lists/{id}/lines': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList' }, body: (w) => ({ lines: [{ product_id: w.ids.product, quantity: 1 }] }) },
  'PUT /api/v0/shopping-lists/{id}/lines/{productId}': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList', productId: 'product' }, body: () => ({ quantity: 2 }) },
  'DELETE /api/v0/shopping-lists/{id}/lines/{productId}': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList', productId: 'product' } },
  'POST /api/v0/shopping-lists/{id}/order': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), params: { id: 'shoppingList' } },
  // invoices: the order's owner and staff
  'POST /api/v0/order/invoice': { may: SHOP_AND_STAFF, refuse: notTheirs(404), body: (w) => ({ order_uuid: w.ids.order }) },
  'GET /api/v0/order/invoice/{id}': { may: SHOP_AND_STAFF, refuse: notTheirs(404), params: { id: 'invoice' } },
  // profile: the owner (staff read)
  'GET /api/v0/profile/delivery': { may: SIGNED_IN },
  'GET /api/v0/profile/{uuid}': { may: SHOP_AND_STAFF, params: { uuid: 'profile' } },
  'PATCH /api/v0/profile/{uuid}': { may: ['shop'], params: { uuid: 'profile' }, body: () => ({ personal: { company: 'ООО «Матрица»' } }) },
  'POST /api/v0/profile/{uuid}/contact-face': { may: ['shop'], params: { uuid: 'profile' }, body: () => ({ full_name: 'Контакт', phone: '+7 900 000-00-01' }) },
  // auto orders: a customer in an own retail outlet of the version; the shop's auto order is absent for others
  'GET /api/v0/order/auto-order/recommended-sum': { may: ['shop', 'franchise', 'other'], en: { may: NOBODY } },
  'POST /api/v0/order/auto-order': { may: ['shop', 'franchise', 'other'], en: { may: NOBODY }, body: () => ({ max_order_sum: 35000 }) },
  'GET /api/v0/auto-order-frontend/check': { may: ['shop'], query: (ids) => ({ store_id: ids.shopOutlet }) },
  'POST /api/v0/auto-order-frontend/union-basket': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), body: apply },
  'POST /api/v0/auto-order-frontend/replace-basket': { may: ['shop'], refuse: notTheirs(404, AO_OTHERS), body: apply },
  // analytics, occupancy, franchise pages
  'GET /api/v0/product/analytic/{productId}': { may: ['franchise', ...STAFF], params: { productId: 'product' } },
  'GET /api/v0/store/occupancy': { may: SIGNED_IN },
  'GET /api/v0/profile/services/sales-ranking': { may: ['franchise'] },
  'GET /api/v0/profile/services/retail-outlets': { may: ['franchise'] },
  'PATCH /api/v0/profile/services/retail-outlets/{id}': { may: ['franchise'], params: { id: 'franchiseOutlet' }, body: () => ({ report_period_days: 14 }) },
  // connected Shopify accounts: the shop's own; other customers and staff get 404 (not theirs), a viewer 403
  'GET /api/v0/profile/shopify': { may: ORDERING },
  'POST /api/v0/profile/shopify': { may: ORDERING, body: () => ({ shop_domain: 'not a shop', access_token: '' }) },
  'POST /api/v0/profile/shopify/csv': { may: ORDERING, body: (w) => ({ category_ids: [w.ids.category], price_rule: { basis: 'markup', markup_percent: 50, ending: '.90' } }) },
  'GET /api/v0/profile/shopify/{id}': { may: ['shop'], params: { id: 'shopifyAccount' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'PUT /api/v0/profile/shopify/{id}': { may: ['shop'], params: { id: 'shopifyAccount' }, body: () => ({ access_token: ' ' }), refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'DELETE /api/v0/profile/shopify/{id}': { may: ['shop'], params: { id: 'shopifyAccount' }, refuse: notTheirs(404, SHOPIFY_OTHERS), last: true },
  'POST /api/v0/profile/shopify/{id}/publish/preview': { may: ['shop'], params: { id: 'shopifyAccount' }, body: (w) => ({ category_ids: [w.ids.category], price_rule: { basis: 'retail', markup_percent: 0, ending: 'none' } }), refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'POST /api/v0/profile/shopify/{id}/publish': { may: ['shop'], params: { id: 'shopifyAccount' }, body: (w) => ({ category_ids: [w.ids.category], price_rule: { basis: 'markup', markup_percent: 50, ending: '.99' } }), refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'GET /api/v0/profile/shopify/{id}/jobs': { may: ['shop'], params: { id: 'shopifyAccount' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'GET /api/v0/profile/shopify/{id}/jobs/{jobId}': { may: ['shop'], params: { id: 'shopifyAccount', jobId: () => '2000000000' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'GET /api/v0/profile/shopify/{id}/orders': { may: ['shop'], params: { id: 'shopifyAccount' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'POST /api/v0/profile/shopify/{id}/orders/fetch': { may: ['shop'], params: { id: 'shopifyAccount' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'POST /api/v0/profile/shopify/{id}/orders/{orderId}/basket': { may: ['shop'], params: { id: 'shopifyAccount', orderId: () => '999999' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  'POST /api/v0/profile/shopify/{id}/orders/{orderId}/order': { may: ['shop'], params: { id: 'shopifyAccount', orderId: () => '999999' }, refuse: notTheirs(404, SHOPIFY_OTHERS) },
  // integration keys: admins manage them; the machine API answers keys with the scope only (docs/integration-api.md)
  'GET /api/v0/services/integration-keys': { may: ADMIN },
  'POST /api/v0/services/integration-keys': { may: ADMIN, body: () => ({ name: `Матрица ${unique()}`, scopes: ['orders:read'] }) },
  'POST /api/v0/services/integration-keys/{id}/revoke': { may: ADMIN, params: { id: () => '2147483000' } },
  'GET /api/v0/integration/orders': { may: NOBODY, refuse: LOGINS_ARE_NO_KEYS, keys: ['full'] },
  'PUT /api/v0/integration/orders/{uuid}/status': { may: NOBODY, refuse: LOGINS_ARE_NO_KEYS, keys: ['full'], params: { uuid: 'order' }, body: () => ({ status: 'confirmed', comment: 'matrix' }) },
  'POST /api/v0/integration/orders/{uuid}/status': { may: NOBODY, refuse: LOGINS_ARE_NO_KEYS, keys: ['full'], params: { uuid: 'order' }, body: () => ({ status: 'confirmed' }) },
  // outlet stock by the machine API: `unscoped` holds supplies:write only, not the stock scope
  'POST /api/v0/integration/feeds/{kind}': { may: NOBODY, refuse: LOGINS_ARE_NO_KEYS, keys: ['full'], params: { kind: () => 'outlet-stock' }, body: () => ({ rows: [], preview: true }) },
};

type Version = 'ru' | 'en';
/** Who calls: a role of the world, or one of its integration keys. */
type Caller = Role | KeyCaller;
type Outcome = { op: string; role: Caller; version: Version; status: number; problem: string };
const isKey = (caller: Caller): caller is KeyCaller => (KEY_CALLERS as readonly string[]).includes(caller);

let t: TestApp;
let world: SecurityWorld;
let operations: string[];

beforeAll(async () => {
  t = await createTestApp();
  world = await createSecurityWorld(t);
  operations = openApiOperations(t.app).map((o) => o.id);
});
afterAll(() => t?.close());

/** The path with `{name}` replaced by the world id its rule names. */
function urlOf(op: string, rule: Rule): string {
  let path = op.slice(op.indexOf(' ') + 1);
  for (const [name, key] of Object.entries(rule.params ?? {})) {
    const value = typeof key === 'function' ? key() : world.ids[key];
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const query = rule.query?.(world.ids);
  if (!query) return path;
  return `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

const BOUNDARY = 'matrixboundary';
const multipartBody = () =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="matrix.jpg"\r\n` +
  `Content-Type: image/jpeg\r\n\r\nnot a picture\r\n--${BOUNDARY}--\r\n`;

/** The status a role or key must get, or 'allowed'. */
function expected(rule: Rule, role: Caller, version: Version): number | 'allowed' {
  if (isKey(role)) {
    if (rule.keys) return rule.keys.includes(role) ? 'allowed' : 403;
    return expected(rule, 'guest', version);
  }
  const may = (version === 'en' ? rule.en?.may : undefined) ?? rule.may;
  if (may.includes(role)) return 'allowed';
  const refused = { ...rule.refuse, ...(version === 'en' ? rule.en?.refuse : undefined) }[role];
  return refused ?? (role === 'guest' ? 401 : 403);
}

async function callAs(op: string, rule: Rule, role: Caller, version: Version): Promise<Outcome> {
  const method = op.slice(0, op.indexOf(' '));
  let token: string | undefined;
  if (isKey(role)) token = world.keys[role];
  else if (role !== 'guest')
    token = rule.fresh ? await world.freshToken(role) : world.tokens[role as SignedInRole];
  const headers: Record<string, string> = { 'x-forwarded-for': randomTestIp() };
  if (rule.versioned) headers['if-match'] = '*';
  let body: unknown;
  if (rule.multipart) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    body = multipartBody();
  } else if (rule.body) body = rule.body(world);
  await rule.before?.(world);
  const res = await t.call(method, urlOf(op, rule), { token, headers, body, version });
  const want = expected(rule, role, version);
  let problem = '';
  if (want === 'allowed') {
    if (!(res.status < 300 || [404, 409, 422].includes(res.status))) problem = 'allowed, but';
  } else if (res.status !== want) problem = `expected ${want}, got`;
  if (!problem && res.status >= 400 && typeof res.body?.message !== 'string') problem = 'no error body with';
  return { op, role, version, status: res.status, problem };
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const describeOutcome = (o: Outcome) => `${o.op} as ${o.role} (${o.version}): ${o.problem} ${o.status}`;

describe('route × role matrix', () => {
  it('has an entry for every operation of the OpenAPI document, and none for a route that is gone', () => {
    const missing = operations.filter((op) => !MATRIX[op]).map((op) => `new route without an entry: ${op}`);
    const stale = Object.keys(MATRIX)
      .filter((op) => !operations.includes(op))
      .map((op) => `entry without a route: ${op}`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('answers every role in both versions as its rule says', { timeout: 120_000 }, async () => {
    const calls = operations
      .filter((op) => MATRIX[op])
      .flatMap((op) =>
        [...ROLES, ...KEY_CALLERS].flatMap((role) =>
          (['ru', 'en'] as const).map((version) => ({ op, role: role as Caller, version })),
        ),
      );
    const run = (c: (typeof calls)[number]) => callAs(c.op, MATRIX[c.op]!, c.role, c.version);
    const first = await pool(
      calls.filter((c) => !MATRIX[c.op]!.last),
      6,
      run,
    );
    const last = await pool(
      calls.filter((c) => MATRIX[c.op]!.last),
      1,
      run,
    );
    const outcomes = [...first, ...last];
    expect(outcomes.length).toBe(operations.length * (ROLES.length + KEY_CALLERS.length) * 2);
    expect(outcomes.filter((o) => o.problem).map(describeOutcome)).toEqual([]);
  });

  it("never lets another customer's basket calls touch the shop's basket line", async () => {
    const { shopUser, shopOutlet, product } = world.ids;
    await addBasketLine({ db: t.db, userId: shopUser, storeId: shopOutlet, productId: product, count: 3 });
    for (const version of ['ru', 'en'] as const) {
      for (const [method, url] of [
        ['PATCH', `/api/v0/basket/decrease/${product}`],
        ['DELETE', `/api/v0/basket/remove/${product}`],
        ['DELETE', '/api/v0/basket'],
      ] as const) {
        const res = await t.call(method, url, { token: world.tokens.other, version });
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
      }
    }
    const basket = await t.call('GET', '/api/v0/basket', { token: world.tokens.shop });
    expect(basket.body.value).toEqual([{ id: product, basket_count: 3 }]);
  });
});
