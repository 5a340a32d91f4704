import {
  INVENTORY_SET_MUTATION,
  ORDERS_QUERY,
  PRODUCT_SET_MUTATION,
  SHOP_QUERY,
  SHOPIFY_API_VERSION,
} from './shopify.operations';

/**
 * A small client of one shop's Admin GraphQL API (docs/rules.md#shopify-account): POST
 * `https://<shop>/admin/api/<version>/graphql.json` with `X-Shopify-Access-Token`, or the
 * SHOPIFY_ADMIN_URL template (a fake shop or a proxy). The token is only ever put in that header:
 * never in a URL, an error message or a log line.
 */

/**
 * Why a call failed: `refused` the token (401/403, ACCESS_DENIED); `unreachable` no answer (network,
 * timeout, 404 no such shop, 5xx); `throttled` still throttled after the retries; `user_errors`
 * Shopify refused the input (`userErrors`); `bad_answer` an answer we cannot read (GraphQL errors).
 */
export type ShopifyErrorKind = 'refused' | 'unreachable' | 'throttled' | 'user_errors' | 'bad_answer';

export type ShopifyUserError = { field: string[] | null; message: string; code?: string | null };

/** A failed Shopify call; `message` is for the log (never holds the token), `kind` for the user. */
export class ShopifyError extends Error {
  constructor(
    readonly kind: ShopifyErrorKind,
    message: string,
    readonly details: { status?: number; userErrors?: ShopifyUserError[] } = {},
  ) {
    super(message);
    this.name = 'ShopifyError';
  }
}

export type ShopifyClientOptions = {
  /** The shop's `*.myshopify.com` domain. */
  shop: string;
  /** The Admin API access token (plain; opened from the secret box just before). */
  token: string;
  /** SHOPIFY_ADMIN_URL: a template with `{shop}`. */
  adminUrl?: string;
  /** Per-request timeout, ms (default 10 000). */
  timeoutMs?: number;
  /** Retries of a throttled call (default 4), waiting `backoffMs` × 2^attempt (default 500 ms). */
  throttleRetries?: number;
  backoffMs?: number;
  /** Aborts every call (a job's signal). */
  signal?: AbortSignal;
};

/** The GraphQL endpoint of `shop`: the template with `{shop}` replaced, or Shopify's own URL. */
export function shopifyEndpoint(shop: string, adminUrl?: string): string {
  return adminUrl
    ? adminUrl.replaceAll('{shop}', encodeURIComponent(shop))
    : `https://${shop}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

type GraphQLAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** The shop as the `shop` query answers it, with its first location. */
export type ShopInfo = {
  name: string;
  currencyCode: string;
  myshopifyDomain: string;
  locationId: string | null;
};

/** What publishing one product sends (productSet); `productId`/`variantId` update in place. */
export type ProductSetFields = {
  productId?: string | null;
  variantId?: string | null;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Absolute picture URLs; sent when the product is created (an update keeps the shop's files). */
  pictureUrls: string[];
  /** Our product code. */
  sku: string;
  /** "1234.50" in the shop's currency. */
  price: string;
  /** Units available at `locationId`. */
  quantity: number;
  locationId: string;
};

/** The ids a productSet answers: ours to keep in shopify_products. */
export type ProductSetResult = { productId: string; variantId: string; inventoryItemId: string };

/** One order of the `orders` query, as Shopify answers it. */
export type ShopifyOrderNode = {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  displayFinancialStatus: string | null;
  currencyCode: string;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  customer: { displayName: string } | null;
  shippingAddress: {
    name: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    province: string | null;
    countryCodeV2: string | null;
  } | null;
  lineItems: {
    nodes: {
      sku: string | null;
      name: string;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string; currencyCode: string } };
    }[];
  };
};

export type OrdersPage = { orders: ShopifyOrderNode[]; endCursor: string | null; hasNextPage: boolean };

/** The productSet input of one product with one variant (docs/rules.md#shopify-account). */
export function productSetInput(fields: ProductSetFields): Record<string, unknown> {
  const create = !fields.productId;
  return {
    ...(fields.productId ? { id: fields.productId } : {}),
    title: fields.title,
    descriptionHtml: fields.descriptionHtml,
    vendor: fields.vendor,
    productType: fields.productType,
    tags: fields.tags,
    status: 'ACTIVE',
    productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    ...(create && fields.pictureUrls.length > 0
      ? { files: fields.pictureUrls.map((url) => ({ originalSource: url, contentType: 'IMAGE' })) }
      : {}),
    variants: [
      {
        ...(fields.variantId ? { id: fields.variantId } : {}),
        optionValues: [{ optionName: 'Title', name: 'Default Title' }],
        sku: fields.sku,
        price: fields.price,
        inventoryPolicy: 'DENY',
        inventoryQuantities: [
          { locationId: fields.locationId, name: 'available', quantity: fields.quantity },
        ],
      },
    ],
  };
}

/** A client of one shop; every method throws ShopifyError. */
export function createShopifyClient(options: ShopifyClientOptions) {
  const endpoint = shopifyEndpoint(options.shop, options.adminUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.throttleRetries ?? 4;
  const backoffMs = options.backoffMs ?? 500;

  async function post(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': options.token,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.any(signals),
        redirect: 'error',
      });
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason;
      const reason =
        (err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (err as Error).message;
      throw new ShopifyError('unreachable', `Shopify ${options.shop}: ${reason}`);
    }
    const status = response.status;
    if (status === 401 || status === 403) {
      throw new ShopifyError('refused', `Shopify ${options.shop} refused the access token (${status})`, {
        status,
      });
    }
    if (status === 429) return { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] };
    if (status === 404 || status >= 500 || status !== 200) {
      throw new ShopifyError('unreachable', `Shopify ${options.shop} answered ${status}`, { status });
    }
    try {
      return (await response.json()) as GraphQLAnswer;
    } catch {
      throw new ShopifyError('bad_answer', `Shopify ${options.shop} answered something other than JSON`);
    }
  }

  /** Runs one document, retrying while Shopify says THROTTLED; answers `data`. */
  async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const answer = await post(query, variables);
      const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
      if (codes.includes('THROTTLED')) {
        if (attempt >= retries)
          throw new ShopifyError('throttled', `Shopify ${options.shop} kept throttling`);
        await sleep(backoffMs * 2 ** attempt, options.signal);
        continue;
      }
      if (codes.includes('ACCESS_DENIED')) {
        throw new ShopifyError(
          'refused',
          `Shopify ${options.shop} denied access: ${answer.errors![0]!.message}`,
        );
      }
      if (answer.errors?.length || !answer.data) {
        const text = (answer.errors ?? []).map((e) => e.message).join('; ') || 'no data';
        throw new ShopifyError('bad_answer', `Shopify ${options.shop}: ${text}`);
      }
      return answer.data as T;
    }
  }

  const throwUserErrors = (what: string, userErrors: ShopifyUserError[]) => {
    if (userErrors.length > 0) {
      const text = userErrors.map((e) => `${(e.field ?? []).join('.')}: ${e.message}`).join('; ');
      throw new ShopifyError('user_errors', `${what}: ${text}`, { userErrors });
    }
  };

  return {
    /** The shop's name, currency, domain and first location: checks the token at once. */
    async shop(): Promise<ShopInfo> {
      const data = await run<{
        shop: { name: string; currencyCode: string; myshopifyDomain: string };
        locations: { nodes: { id: string }[] };
      }>(SHOP_QUERY);
      return { ...data.shop, locationId: data.locations.nodes[0]?.id ?? null };
    },

    /** Creates the product, or updates it in place (fields.productId); throws `user_errors` when refused. */
    async productSet(fields: ProductSetFields): Promise<ProductSetResult> {
      const data = await run<{
        productSet: {
          product: {
            id: string;
            variants: { nodes: { id: string; inventoryItem: { id: string } }[] };
          } | null;
          userErrors: ShopifyUserError[];
        } | null;
      }>(PRODUCT_SET_MUTATION, { input: productSetInput(fields) });
      throwUserErrors(`productSet ${fields.sku}`, data.productSet?.userErrors ?? []);
      const product = data.productSet?.product;
      const variant = product?.variants.nodes[0];
      if (!product || !variant)
        throw new ShopifyError('bad_answer', `productSet ${fields.sku}: no product in the answer`);
      return { productId: product.id, variantId: variant.id, inventoryItemId: variant.inventoryItem.id };
    },

    /** Sets the "available" quantity of each inventory item at `locationId` (one call for many). */
    async setInventory(input: {
      locationId: string;
      quantities: { inventoryItemId: string; quantity: number }[];
    }): Promise<void> {
      if (input.quantities.length === 0) return;
      const data = await run<{ inventorySetQuantities: { userErrors: ShopifyUserError[] } | null }>(
        INVENTORY_SET_MUTATION,
        {
          input: {
            name: 'available',
            reason: 'correction',
            ignoreCompareQuantity: true,
            quantities: input.quantities.map((q) => ({ ...q, locationId: input.locationId })),
          },
        },
      );
      throwUserErrors('inventorySetQuantities', data.inventorySetQuantities?.userErrors ?? []);
    },

    /**
     * A page of paid orders updated since `updatedSince` (ISO time; all when null), oldest update
     * first; pass the answer's `endCursor` as `after` for the next page.
     */
    async orders(input: {
      updatedSince: string | null;
      after?: string | null;
      first?: number;
    }): Promise<OrdersPage> {
      const query = [
        'financial_status:paid',
        ...(input.updatedSince ? [`updated_at:>='${input.updatedSince}'`] : []),
      ].join(' ');
      const data = await run<{
        orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrderNode[] };
      }>(ORDERS_QUERY, { first: input.first ?? 50, after: input.after ?? null, query });
      return {
        orders: data.orders.nodes,
        endCursor: data.orders.pageInfo.endCursor,
        hasNextPage: data.orders.pageInfo.hasNextPage,
      };
    },
  };
}

export type ShopifyClient = ReturnType<typeof createShopifyClient>;
