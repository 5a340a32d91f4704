import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, execute, type GraphQLSchema, parse, validate } from 'graphql';

/**
 * A fake Shopify Admin GraphQL endpoint for tests (docs/rules.md#shopify-account): an HTTP server
 * in this process that executes the documents we send with graphql-js against our copy of
 * Shopify's schema (shopify-admin.graphql, so a field Shopify does not have fails here as it
 * would there), over shops kept in memory. No test reaches the internet.
 *
 * Endpoint: POST http://127.0.0.1:<port>/<shop domain>/graphql.json — set the app's
 * SHOPIFY_ADMIN_URL to `fake.adminUrl` (`http://127.0.0.1:<port>/{shop}/graphql.json`).
 * Answers like Shopify: 401 for a wrong `X-Shopify-Access-Token`, 404 for an unknown shop,
 * 200 `{ errors }` for a document that does not validate, and when told to fail: 503, 429 with
 * `Retry-After` (seconds), or 200 THROTTLED. An executed call and a THROTTLED one carry
 * `extensions.cost` with the `throttleStatus` of Shopify's leaky bucket (a call costs COST of
 * MAX_AVAILABLE points, restored RESTORE_RATE a second; THROTTLED says none are left: 100 ms
 * until the call fits).
 *
 * Standalone (the browser suite): `startFakeShopify({ port })`, or
 * `npx tsx apps/api/src/test/fake-shopify.ts 4010`. JSON control endpoints:
 * - POST /__fake/shops `{ domain, token, name?, currency? }` → 201 the shop (without products)
 * - POST /__fake/shops/<domain>/orders `FakeOrderInput` → 201 `{ id, name }` (a paid order)
 * - GET /__fake/shops/<domain>/products → `[{ id, title, sku, price, files, quantity }]`
 * - GET /__fake/shops/<domain>/inventory → `{ <sku>: quantity }`
 * - POST /__fake/fail `{ count, kind: 'server_error' | 'throttled' | 'rate_limited', retryAfter? }` → 204 (the next calls fail)
 * - POST /__fake/reset → 204 (no shops)
 */

const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shopify-admin.graphql');
let schemaOnce: GraphQLSchema | undefined;
/** Our copy of Shopify's Admin schema (built once per process). */
export const shopifySchema = () => {
  schemaOnce ??= buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  return schemaOnce;
};

export type FakeProduct = {
  id: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  files: string[];
  variant: { id: string; sku: string; price: string; inventoryItemId: string };
};

export type FakeOrderInput = {
  name?: string;
  currency?: string;
  customer?: string;
  /** ISO time; default now. */
  createdAt?: string;
  financialStatus?: 'PAID' | 'PENDING' | 'REFUNDED';
  shipping?: Partial<
    Record<'name' | 'phone' | 'address1' | 'address2' | 'city' | 'zip' | 'province' | 'countryCodeV2', string>
  >;
  lines: { sku: string | null; name?: string; quantity: number; price: string }[];
};

type FakeOrder = Required<Omit<FakeOrderInput, 'shipping'>> & {
  id: string;
  updatedAt: string;
  shipping: FakeOrderInput['shipping'] | null;
};

export type FakeShop = {
  domain: string;
  token: string;
  name: string;
  currency: string;
  locationId: string;
  products: Map<string, FakeProduct>;
  /** inventory item id → available quantity at the location. */
  inventory: Map<string, number>;
  orders: FakeOrder[];
};

type Handler = (args: Record<string, unknown>) => unknown;

/** How the next calls fail: 503, 200 THROTTLED, or 429 with `Retry-After: retryAfter` (seconds, default "1.0"). */
export type FakeFailure = 'server_error' | 'throttled' | 'rate_limited';

/** The fake's cost of any call and its bucket (Shopify's standard plan: 2000 points, 100 a second). */
const COST = 10;
const MAX_AVAILABLE = 2000;
const RESTORE_RATE = 100;
const costExtension = (available: number) => ({
  cost: {
    requestedQueryCost: COST,
    actualQueryCost: available >= COST ? COST : null,
    throttleStatus: {
      maximumAvailable: MAX_AVAILABLE,
      currentlyAvailable: available,
      restoreRate: RESTORE_RATE,
    },
  },
});

export type FakeShopify = {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  /** The SHOPIFY_ADMIN_URL for the app: `<url>/{shop}/graphql.json`. */
  adminUrl: string;
  addShop(shop: { domain: string; token: string; name?: string; currency?: string }): FakeShop;
  shop(domain: string): FakeShop;
  addOrder(domain: string, order: FakeOrderInput): FakeOrder;
  products(domain: string): FakeProduct[];
  /** SKU → available quantity. */
  inventory(domain: string): Record<string, number>;
  /** The next `count` GraphQL calls fail: 503, 200 with a THROTTLED error, or 429 with Retry-After. */
  failNext(count: number, kind: FakeFailure, options?: { retryAfter?: string }): void;
  /** Wait `ms` before answering each call (timeouts). */
  delay(ms: number): void;
  /**
   * The next call of `operation` (e.g. 'ProductSet') is carried out, then its connection is cut
   * before any answer: what a client sees when the network or our process dies mid-call.
   */
  cutAfterNext(operation: string): void;
  /** Operation names received, in order (after the token check). */
  calls: string[];
  /** The HTTP status of every GraphQL call answered, in order (retries included). */
  statuses: number[];
  reset(): void;
  close(): Promise<void>;
};

let sequence = 1000;
const gid = (kind: string) => `gid://shopify/${kind}/${++sequence}`;
const nowIso = () => new Date().toISOString();

/** `updated_at:>='…'` and `financial_status:paid` of Shopify's search syntax, the parts we send. */
function matchesQuery(order: FakeOrder, query: string | undefined): boolean {
  if (!query) return true;
  const status = /financial_status:(\w+)/.exec(query)?.[1];
  if (status && order.financialStatus.toLowerCase() !== status.toLowerCase()) return false;
  const since = /updated_at:(>=?)'?([^'\s]+)'?/.exec(query);
  if (since) {
    const [, op, iso] = since;
    const diff = Date.parse(order.updatedAt) - Date.parse(iso!);
    if (op === '>' ? diff <= 0 : diff < 0) return false;
  }
  return true;
}

function orderNode(order: FakeOrder) {
  const money = (amount: string) => ({ shopMoney: { amount, currencyCode: order.currency } });
  const total = order.lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0).toFixed(2);
  const s = order.shipping;
  return {
    id: order.id,
    name: order.name,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    displayFinancialStatus: order.financialStatus,
    currencyCode: order.currency,
    totalPriceSet: money(total),
    customer: { displayName: order.customer },
    shippingAddress: s && {
      name: s.name ?? null,
      phone: s.phone ?? null,
      address1: s.address1 ?? null,
      address2: s.address2 ?? null,
      city: s.city ?? null,
      zip: s.zip ?? null,
      province: s.province ?? null,
      countryCodeV2: s.countryCodeV2 ?? null,
    },
    lineItems: () => ({
      nodes: order.lines.map((l) => ({
        sku: l.sku,
        name: l.name ?? l.sku ?? 'Item',
        quantity: l.quantity,
        originalUnitPriceSet: money(l.price),
      })),
    }),
  };
}

type SetInput = {
  id?: string;
  title?: string;
  descriptionHtml?: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  files?: { originalSource?: string }[];
  variants?: {
    id?: string;
    sku?: string;
    price?: string;
    inventoryQuantities?: { locationId: string; name: string; quantity: number }[];
  }[];
};

/** The root resolvers of one shop: the operations of shopify.operations.ts, nothing else. */
function rootOf(shop: FakeShop): Record<string, Handler> {
  const productAnswer = (p: FakeProduct) => ({
    id: p.id,
    variants: () => ({ nodes: [{ id: p.variant.id, inventoryItem: { id: p.variant.inventoryItemId } }] }),
  });
  return {
    shop: () => ({ name: shop.name, currencyCode: shop.currency, myshopifyDomain: shop.domain }),
    locations: () => ({ nodes: [{ id: shop.locationId }] }),
    productVariants: (args) => {
      // Shopify's search syntax, the part we send: sku:"CODE" (quotes and backslashes escaped).
      const sku = /^sku:"((?:[^"\\]|\\.)*)"$/.exec(String(args.query ?? ''))?.[1]?.replace(/\\(.)/g, '$1');
      const variants = [...shop.products.values()]
        .filter((p) => sku === undefined || p.variant.sku === sku)
        .slice(0, Math.min(Number(args.first ?? 50), 250));
      return {
        nodes: variants.map((p) => ({
          id: p.variant.id,
          sku: p.variant.sku,
          product: productAnswer(p),
          inventoryItem: { id: p.variant.inventoryItemId },
        })),
      };
    },
    orders: (args) => {
      const all = shop.orders
        .filter((o) => matchesQuery(o, args.query as string | undefined))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id));
      const start = args.after ? Number(Buffer.from(String(args.after), 'base64url').toString()) : 0;
      const first = Math.min(Number(args.first ?? 50), 250);
      const page = all.slice(start, start + first);
      const end = start + page.length;
      return {
        pageInfo: {
          hasNextPage: end < all.length,
          endCursor: page.length ? Buffer.from(String(end)).toString('base64url') : null,
        },
        nodes: page.map(orderNode),
      };
    },
    productSet: (args) => {
      const input = args.input as SetInput;
      const existing = input.id ? shop.products.get(input.id) : undefined;
      if (input.id && !existing) {
        return {
          product: null,
          userErrors: [
            { field: ['input', 'id'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' },
          ],
        };
      }
      const v = input.variants?.[0];
      if (!v || (existing && v.id && v.id !== existing.variant.id)) {
        return {
          product: null,
          userErrors: [
            {
              field: ['input', 'variants'],
              message: 'Variant does not exist',
              code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
            },
          ],
        };
      }
      const product: FakeProduct = {
        id: existing?.id ?? gid('Product'),
        title: input.title ?? existing?.title ?? '',
        descriptionHtml: input.descriptionHtml ?? existing?.descriptionHtml ?? '',
        vendor: input.vendor ?? existing?.vendor ?? '',
        productType: input.productType ?? existing?.productType ?? '',
        tags: input.tags ?? existing?.tags ?? [],
        files: input.files ? input.files.map((f) => f.originalSource ?? '') : (existing?.files ?? []),
        variant: {
          id: existing?.variant.id ?? gid('ProductVariant'),
          sku: v.sku ?? existing?.variant.sku ?? '',
          price: v.price ?? existing?.variant.price ?? '0.00',
          inventoryItemId: existing?.variant.inventoryItemId ?? gid('InventoryItem'),
        },
      };
      shop.products.set(product.id, product);
      for (const q of v.inventoryQuantities ?? []) {
        if (q.locationId === shop.locationId) shop.inventory.set(product.variant.inventoryItemId, q.quantity);
      }
      return { product: productAnswer(product), userErrors: [] };
    },
    inventorySetQuantities: (args) => {
      const input = args.input as {
        name: string;
        quantities: { inventoryItemId: string; locationId: string; quantity: number }[];
      };
      const known = new Set([...shop.products.values()].map((p) => p.variant.inventoryItemId));
      const userErrors = input.quantities.flatMap((q, i) =>
        !known.has(q.inventoryItemId) || q.locationId !== shop.locationId
          ? [
              {
                field: ['input', 'quantities', String(i)],
                message: 'The specified inventory item could not be found.',
                code: 'INVALID_INVENTORY_ITEM',
              },
            ]
          : [],
      );
      if (input.name !== 'available')
        userErrors.push({ field: ['input', 'name'], message: 'Invalid name', code: 'INVALID_NAME' });
      if (userErrors.length === 0)
        for (const q of input.quantities) shop.inventory.set(q.inventoryItemId, q.quantity);
      return {
        inventoryAdjustmentGroup: userErrors.length ? null : { id: gid('InventoryAdjustmentGroup') },
        userErrors,
      };
    },
  };
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
};

const send = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

/** Starts the fake on `port` (0: a free one) of 127.0.0.1. */
export async function startFakeShopify(options: { port?: number } = {}): Promise<FakeShopify> {
  const shops = new Map<string, FakeShop>();
  let failures: { count: number; kind: FakeFailure; retryAfter?: string } = {
    count: 0,
    kind: 'server_error',
  };
  let delayMs = 0;
  let cutAfter: string | null = null;
  const calls: string[] = [];
  const statuses: number[] = [];

  const shopOf = (domain: string) => {
    const shop = shops.get(domain);
    if (!shop) throw new Error(`fake Shopify: no shop ${domain}`);
    return shop;
  };
  const fake = {
    addShop(input: { domain: string; token: string; name?: string; currency?: string }) {
      const shop: FakeShop = {
        domain: input.domain,
        token: input.token,
        name: input.name ?? input.domain.replace(/\.myshopify\.com$/, ''),
        currency: input.currency ?? 'EUR',
        locationId: gid('Location'),
        products: new Map(),
        inventory: new Map(),
        orders: [],
      };
      shops.set(shop.domain, shop);
      return shop;
    },
    shop: shopOf,
    addOrder(domain: string, input: FakeOrderInput) {
      const shop = shopOf(domain);
      const createdAt = input.createdAt ?? nowIso();
      const order: FakeOrder = {
        id: gid('Order'),
        name: input.name ?? `#${1001 + shop.orders.length}`,
        currency: input.currency ?? shop.currency,
        customer: input.customer ?? 'Test Buyer',
        createdAt,
        updatedAt: createdAt > nowIso() ? createdAt : nowIso(),
        financialStatus: input.financialStatus ?? 'PAID',
        shipping: input.shipping ?? null,
        lines: input.lines,
      };
      shop.orders.push(order);
      return order;
    },
    products: (domain: string) => [...shopOf(domain).products.values()],
    inventory(domain: string) {
      const shop = shopOf(domain);
      return Object.fromEntries(
        [...shop.products.values()].map((p) => [
          p.variant.sku,
          shop.inventory.get(p.variant.inventoryItemId) ?? 0,
        ]),
      );
    },
    failNext(count: number, kind: FakeFailure, options: { retryAfter?: string } = {}) {
      failures = { count, kind, ...options };
    },
    delay(ms: number) {
      delayMs = ms;
    },
    cutAfterNext(operation: string) {
      cutAfter = operation;
    },
    calls,
    statuses,
    reset() {
      shops.clear();
      calls.length = 0;
      statuses.length = 0;
      failures = { count: 0, kind: 'server_error' };
      delayMs = 0;
      cutAfter = null;
    },
  };

  async function graphql(domain: string, req: IncomingMessage, res: ServerResponse) {
    res.on('finish', () => statuses.push(res.statusCode));
    const shop = shops.get(domain);
    if (!shop) return send(res, 404, { errors: 'Not Found' });
    if (req.headers['x-shopify-access-token'] !== shop.token) {
      return send(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    const body = await readBody(req);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (failures.count > 0) {
      failures.count--;
      if (failures.kind === 'server_error') return send(res, 503, { errors: 'Service Unavailable' });
      if (failures.kind === 'rate_limited') {
        res.setHeader('retry-after', failures.retryAfter ?? '1.0');
        return send(res, 429, {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        });
      }
      return send(res, 200, {
        errors: [
          {
            message: 'Throttled',
            extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
          },
        ],
        extensions: costExtension(0),
      });
    }
    let document: ReturnType<typeof parse>;
    try {
      document = parse(String(body.query ?? ''));
    } catch (err) {
      return send(res, 200, { errors: [{ message: (err as Error).message }] });
    }
    const errors = validate(shopifySchema(), document);
    if (errors.length) return send(res, 200, { errors: errors.map((e) => ({ message: e.message })) });
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const name = operation && 'name' in operation ? (operation.name?.value ?? '') : '';
    calls.push(name);
    const root = rootOf(shop);
    const result = await execute({
      schema: shopifySchema(),
      document,
      rootValue: root,
      variableValues: body.variables ?? {},
    });
    if (cutAfter === name) {
      cutAfter = null;
      req.socket.destroy();
      return;
    }
    return send(res, 200, { ...result, extensions: costExtension(MAX_AVAILABLE - COST) });
  }

  async function control(url: URL, req: IncomingMessage, res: ServerResponse) {
    const parts = url.pathname.split('/').filter(Boolean); // ['__fake', …]
    if (req.method === 'POST' && parts[1] === 'shops' && parts.length === 2) {
      const shop = fake.addShop(await readBody(req));
      return send(res, 201, {
        domain: shop.domain,
        name: shop.name,
        currency: shop.currency,
        locationId: shop.locationId,
      });
    }
    if (parts[1] === 'shops' && parts[2] && !shops.has(parts[2]))
      return send(res, 404, { error: 'no such shop' });
    if (req.method === 'POST' && parts[1] === 'shops' && parts[3] === 'orders') {
      const order = fake.addOrder(parts[2]!, await readBody(req));
      return send(res, 201, { id: order.id, name: order.name });
    }
    if (req.method === 'GET' && parts[1] === 'shops' && parts[3] === 'products') {
      const shop = shopOf(parts[2]!);
      return send(
        res,
        200,
        fake.products(shop.domain).map((p) => ({
          id: p.id,
          title: p.title,
          sku: p.variant.sku,
          price: p.variant.price,
          files: p.files,
          quantity: shop.inventory.get(p.variant.inventoryItemId) ?? 0,
        })),
      );
    }
    if (req.method === 'GET' && parts[1] === 'shops' && parts[3] === 'inventory') {
      return send(res, 200, fake.inventory(parts[2]!));
    }
    if (req.method === 'POST' && parts[1] === 'fail') {
      const body = await readBody(req);
      const kind = ['throttled', 'rate_limited'].includes(body.kind) ? body.kind : 'server_error';
      fake.failNext(Number(body.count ?? 1), kind, { retryAfter: body.retryAfter });
      return send(res, 204);
    }
    if (req.method === 'POST' && parts[1] === 'reset') {
      fake.reset();
      return send(res, 204);
    }
    return send(res, 404, { error: 'unknown control' });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    const work =
      parts[0] === '__fake'
        ? control(url, req, res)
        : req.method === 'POST' && parts.length === 2 && parts[1] === 'graphql.json'
          ? graphql(decodeURIComponent(parts[0]!), req, res)
          : Promise.resolve(send(res, 404, { errors: 'Not Found' }));
    work.catch((err: Error) => send(res, 500, { errors: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...fake,
    url,
    adminUrl: `${url}/{shop}/graphql.json`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// `npx tsx apps/api/src/test/fake-shopify.ts [port]`: the fake on its own, for the browser suite.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const fake = await startFakeShopify({ port: Number(process.argv[2] ?? 4010) });
  process.stdout.write(`fake Shopify at ${fake.url} (SHOPIFY_ADMIN_URL=${fake.adminUrl})\n`);
}
