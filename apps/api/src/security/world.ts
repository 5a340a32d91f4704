import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { autoOrders, importJobs, shopifyAccounts } from '../db/schema';
import { addBasketLine, addFavourite } from '../test/factories/basket';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createCounterpartyRow } from '../test/factories/counterparties';
import { createOrder } from '../test/factories/orders';
import { createContact, createDeliveryLookups } from '../test/factories/profile';
import { createRegistrationRequest } from '../test/factories/registration-requests';
import { createStore, createUser, loginAs, randomTestIp, type UserRow } from '../test/factories/users';
import type { TestApp } from '../test/test-app';

/**
 * The people and things the route × role matrix and the fuzzing call the API about
 * (docs/security.md#how-it-is-proven). Roles:
 * - `guest`: no token; `viewer`: a customer with no group; `dropship`: group dropshipping;
 * - `shop`: a warehouse customer with one retail outlet — the owner of every id below;
 * - `franchise`: a warehouse customer with two retail outlets in each version (docs/rules.md#franchise);
 * - `other`: another warehouse shop with its own outlet and counterparty (ownership: never sees the shop's);
 * - `manager`, `admin`: staff.
 */
export const ROLES = [
  'guest',
  'viewer',
  'dropship',
  'shop',
  'franchise',
  'other',
  'manager',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'guest'>;

/** Named ids a call may take in its path, query or body: `world.ids.order`, `world.ids.product`… */
export type WorldIds = {
  /** The shop's order (uuid), in its outlet, Russian version, one line. */
  order: string;
  /** The invoice of that order. */
  invoice: number;
  product: number;
  productCode: string;
  /** A gallery picture of the product, and a second one the matrix deletes. */
  media: number;
  spareMedia: number;
  /** users.uuid of the shop: its profile. */
  profile: string;
  shopUser: number;
  shopOutlet: number;
  shopCounterparty: number;
  /** A franchise outlet of each version. */
  franchiseOutlet: number;
  franchiseOutletEn: number;
  otherOutlet: number;
  /** A customer of the shop's counterparty and a counterparty of its own: locked, blocked and edited by staff calls. */
  spareUser: number;
  spareCounterparty: number;
  /** A fresh auto order of the shop's outlet. */
  autoOrder: number;
  autoOrderUuid: string;
  importJob: string;
  category: number;
  /** A visitor's registration request: commented, rejected or approved by staff calls (then 409). */
  registrationRequest: number;
  /** The shop's connected Shopify account (RUB, a token that opens with no key: no call reaches a shop). */
  shopifyAccount: number;
  /** The shop's shopping list, shared with its counterparty (the spare user), one line of the product. */
  shoppingList: number;
};

/**
 * Integration keys (docs/integration-api.md) issued by the admin: `full` with every scope,
 * `unscoped` with only `supplies:write` (none of the orders' scopes).
 */
export const KEY_CALLERS = ['full', 'unscoped'] as const;
export type KeyCaller = (typeof KEY_CALLERS)[number];

export type SecurityWorld = {
  ids: WorldIds;
  users: Users;
  /** A bearer token per signed-in role, logged in once. */
  tokens: Record<SignedInRole, string>;
  /** The secret of each integration key. */
  keys: Record<KeyCaller, string>;
  /** A new token of `role` (for calls that end the session: logout). */
  freshToken: (role: SignedInRole) => Promise<string>;
};

type Users = Record<SignedInRole, { user: UserRow; password: string }>;

/**
 * Builds the world on the test app's database with the test factories, then logs every role in.
 * The main stores 1 and 56 are created here, so call it on a fresh database.
 */
export async function createSecurityWorld(t: TestApp): Promise<SecurityWorld> {
  const people = await createPeople(t.db);
  const catalogue = await createCatalogue(t.db);
  const shopThings = await createShopThings(t.db, {
    users: people.users,
    ids: { ...people.ids, ...catalogue.ids },
  });
  const { users } = people;
  const tokens = {} as Record<SignedInRole, string>;
  for (const role of Object.keys(users) as SignedInRole[])
    tokens[role] = await loginAs(t, users[role].user.username, users[role].password);
  const invoice = await t.call('POST', '/api/v0/order/invoice', {
    token: tokens.shop,
    body: { order_uuid: shopThings.order },
    headers: { 'x-forwarded-for': randomTestIp() },
  });
  if (invoice.status !== 201) throw new Error(`invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
  const list = await t.call('POST', '/api/v0/shopping-lists', {
    token: tokens.shop,
    body: { name: 'Матрица', shared: true, lines: [{ product_id: catalogue.ids.product, quantity: 1 }] },
  });
  if (list.status !== 201) throw new Error(`shopping list: ${list.status} ${JSON.stringify(list.body)}`);
  return {
    ids: {
      ...people.ids,
      ...catalogue.ids,
      ...shopThings,
      invoice: invoice.body.id as number,
      shoppingList: list.body.data.id as number,
    },
    users,
    tokens,
    keys: {
      full: await issueKey(t, tokens.admin, [
        'orders:read',
        'orders:write',
        'stock:write',
        'sales:write',
        'supplies:write',
      ]),
      unscoped: await issueKey(t, tokens.admin, ['supplies:write']),
    },
    freshToken: (role) => loginAs(t, users[role].user.username, users[role].password),
  };
}

/** An integration key with `scopes`, issued through the admin's call; answers its secret. */
async function issueKey(t: TestApp, adminToken: string, scopes: string[]): Promise<string> {
  const res = await t.call('POST', '/api/v0/services/integration-keys', {
    token: adminToken,
    body: { name: `Матрица ${scopes.length}`, scopes },
  });
  if (res.status !== 201) throw new Error(`integration key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.secret as string;
}

/** The main stores, the outlets, every role's user and the counterparties owning the outlets. */
async function createPeople(db: Db) {
  await createStore({ db, id: 1, name: 'Основной склад' });
  await createStore({ db, id: 56, name: 'Main warehouse EU', currency: 'EUR', version: 'en' });
  const outlet = (version: 'ru' | 'en' = 'ru') =>
    createStore({ db, isRetail: true, version, currency: version === 'ru' ? 'RUB' : 'EUR' });
  const shopOutlet = (await outlet()).id;
  const otherOutlet = (await outlet()).id;
  const franchiseOutlets = [await outlet(), await outlet(), await outlet('en'), await outlet('en')].map(
    (s) => s.id,
  );
  const user = (groups: string[], stores: number[]) => createUser({ db, groups, stores });
  const users: Users = {
    viewer: await user([], [1]),
    dropship: await user(['dropshipping'], [1]),
    shop: await user(['warehouse'], [shopOutlet]),
    // The first outlet is its current store; it owns the main stores too, as the demo's franchise does.
    franchise: await user(['warehouse'], [franchiseOutlets[0]!, 1, 56, ...franchiseOutlets.slice(1)]),
    other: await user(['warehouse'], [otherOutlet]),
    manager: await user(['manager'], [1, 56]),
    admin: await user(['admin'], [1, 56]),
  };
  const spare = await user(['warehouse'], []);
  const shopCounterparty = await createCounterpartyRow({
    db,
    users: [users.shop.user.id, spare.user.id],
    stores: [shopOutlet],
  });
  await createCounterpartyRow({ db, users: [users.other.user.id], stores: [otherOutlet] });
  await createCounterpartyRow({ db, users: [users.franchise.user.id], stores: franchiseOutlets });
  const spareCounterparty = await createCounterpartyRow({ db });
  return {
    users,
    ids: {
      profile: users.shop.user.uuid,
      shopUser: users.shop.user.id,
      shopOutlet,
      shopCounterparty: shopCounterparty.id,
      franchiseOutlet: franchiseOutlets[0]!,
      franchiseOutletEn: franchiseOutlets[2]!,
      otherOutlet,
      spareUser: spare.user.id,
      spareCounterparty: spareCounterparty.id,
    },
  };
}

/** A category and a product with prices and stock in both versions and three pictures. */
async function createCatalogue(db: Db) {
  const category = await createCategory({ db });
  const product = await createProduct({
    db,
    categoryId: category.id,
    prices: [
      { currency: 'RUB', wholesale: '100.00', retail: '200.00' },
      { currency: 'EUR', wholesale: '1.00', retail: '2.00' },
    ],
    stock: [1, 56].map((storeId) => ({ storeId, quantity: 1000 })),
    media: [
      { fileName: 'matrix-main.jpg', collectionName: 'main' },
      { fileName: 'matrix-a.jpg' },
      { fileName: 'matrix-b.jpg' },
    ],
  });
  const mediaRows = await queryRows<{ id: number }>(
    db,
    sql`select id from media where product_id = ${product.id} order by position`,
  );
  const [, media, spareMedia] = mediaRows.map((r) => Number(r.id));
  return {
    ids: {
      category: category.id,
      product: product.id,
      productCode: product.code,
      media: media!,
      spareMedia: spareMedia!,
    },
  };
}

/** The shop's order, basket line, favourite, contact, auto order, and an import job of the manager. */
async function createShopThings(
  db: Db,
  options: { users: Users; ids: { shopOutlet: number; product: number; productCode: string } },
) {
  const { users, ids } = options;
  const shop = users.shop.user;
  const order = await createOrder({
    db,
    userId: shop.id,
    storeId: ids.shopOutlet,
    lines: [{ productId: ids.product, code: ids.productCode, quantity: 2, price: '100.00' }],
  });
  await addBasketLine({ db, userId: shop.id, storeId: ids.shopOutlet, productId: ids.product, count: 1 });
  await addFavourite({ db, userId: shop.id, productId: ids.product });
  await createDeliveryLookups({ db });
  await createContact({ db, userId: shop.id });
  const [autoOrder] = await db
    .insert(autoOrders)
    .values({ userId: shop.id, storeId: ids.shopOutlet, maxOrderSum: '35000.00' })
    .returning();
  const importJob = randomUUID();
  await db.insert(importJobs).values({
    id: importJob,
    status: 'done',
    fileName: 'feed.yml',
    source: 'yml',
    options: { store_id: 1, approve: false, currency: 'RUB', dry_run: true },
    userId: users.manager.user.id,
  });
  const request = await createRegistrationRequest({ db });
  const [shopify] = await db
    .insert(shopifyAccounts)
    .values({
      userId: shop.id,
      shopDomain: 'matrix.myshopify.com',
      name: 'Matrix',
      tokenSealed: 'v1.none',
      currency: 'RUB',
    })
    .returning();
  return {
    order: order.uuid,
    autoOrder: autoOrder!.id,
    autoOrderUuid: autoOrder!.uuid,
    importJob,
    registrationRequest: request.id,
    shopifyAccount: shopify!.id,
  };
}
