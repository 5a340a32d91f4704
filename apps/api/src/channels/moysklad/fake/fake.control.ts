import type { FakeAccount, FakeFailure } from './fake.account';
import type { FakeAnswer } from './fake.answer';
import { FakeInputError } from './fake.changes';
import type { FakeCustomerOrder } from './fake.model';
import { orderSums } from './fake.render-orders';
import type { FakeDelivery } from './fake.webhooks';

/**
 * The fake's control endpoints under `/control/` (no auth, plain JSON; outside the API root): the
 * account's changes for a browser suite or a demo run as a separate process.
 *
 * - POST /control/setStock `{ assortmentId, storeId, stock?, reserve?, inTransit? }` → the row
 * - POST /control/addRetailDemand `{ retailStoreId, positions: [{ assortmentId, quantity, price? }], moment? }` → the sale
 * - POST /control/addRetailReturn `{ demandId, positions: [{ assortmentId, quantity }] }` → the return
 * - POST /control/deleteDocument `{ type: 'retaildemand' | 'retailsalesreturn', id }`
 * - POST /control/updateProduct `{ id, patch }`, /control/archiveProduct `{ id }`, /control/addProduct `{ name, code, … }`
 * - POST /control/failNext `{ count, status: 429 | 500 | 503, path?, retryAfterMs? }`
 * - POST /control/failOrders `{ status: 429 | 500 | 503 | null }`: every customer order created
 *   answers that failure until `{ status: null }` (МойСклад down for the orders sent to it)
 * - GET /control/customerOrders → the orders created (with their positions, sums and status names,
 *   `deleted` set for those in the recycle bin)
 * - POST /control/setOrderState `{ id, stateName }` → the order in the status named so («Подтвержден»…),
 *   `updated` now, a customerorder UPDATE event (`updatedFields: ['state']`) for the webhooks
 * - POST /control/deliverWebhooks → `{ sent, failed }`; POST /control/autoDeliver `{ enabled }`
 * - GET /control/requests → counts of the API requests answered; GET /control/deliveries → the webhook POSTs
 * - GET /control/account → ids and names of the stores, retail stores, price types, a few
 *   assortments, the organization, counterparties and customer order statuses
 * A bad body answers 400 `{ error }`.
 */
export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  weight: number;
};

type Body = Record<string, unknown>;
type Context = { account: FakeAccount; requests: FakeRequest[]; deliveries: FakeDelivery[] };

function requestCounts(requests: FakeRequest[]) {
  const byStatus: Record<string, number> = {};
  const byPath: Record<string, number> = {};
  let weight = 0;
  for (const r of requests) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    byPath[r.path] = (byPath[r.path] ?? 0) + 1;
    if (r.status !== 429) weight += r.weight;
  }
  return { total: requests.length, weight, byStatus, byPath, recent: requests.slice(-50) };
}

function accountSummary(account: FakeAccount) {
  return {
    accountId: account.ids.accountId,
    mainStoreId: account.mainStoreId,
    priceTypes: account.priceTypes.map(({ id, name }) => ({ id, name })),
    stores: account.stores.all().map(({ id, name }) => ({ id, name })),
    retailStores: account.retailStores.all().map(({ id, name, storeId }) => ({ id, name, storeId })),
    products: account.products.size,
    variants: account.variants.size,
    assortments: [...account.assortmentTypes].slice(0, 20).map(([id, type]) => ({ id, type })),
    demands: account.demands.size,
    returns: account.returns.size,
    organizationId: account.ids.organizationId,
    counterparties: account.counterparties.all().map(({ id, name, inn }) => ({ id, name, inn })),
    orderStates: account.orderStates.map(({ id, name }) => ({ id, name })),
  };
}

/** An order as a test reads it: the compact fields, its status's name, `sum` and `vatSum`. */
function orderSummary(account: FakeAccount, order: FakeCustomerOrder) {
  const state = account.orderStates.find((s) => s.id === order.stateId)?.name;
  return { ...order, state, ...orderSums(order) };
}

const FAILURES: readonly (FakeFailure['status'] | null)[] = [429, 500, 503, null];

const POSTS: Record<string, (ctx: Context, body: Body) => unknown> = {
  setStock: ({ account }, b) => account.setStock(b as never),
  addRetailDemand: ({ account }, b) => account.addRetailDemand(b as never),
  addRetailReturn: ({ account }, b) => account.addRetailReturn(b as never),
  deleteDocument: ({ account }, b) => {
    account.deleteDocument(b as never);
    return { ok: true };
  },
  updateProduct: ({ account }, b) => account.updateProduct(String(b.id), (b.patch ?? {}) as never),
  archiveProduct: ({ account }, b) => account.archiveProduct(String(b.id)),
  addProduct: ({ account }, b) => account.addProduct(b as never),
  failNext: ({ account }, b) => {
    account.failNext(b as unknown as FakeFailure);
    return { ok: true };
  },
  failOrders: ({ account }, b) => {
    const status = (b.status ?? null) as FakeAccount['orderFailure'];
    if (!FAILURES.includes(status)) throw new FakeInputError(`status must be one of ${FAILURES.join(', ')}`);
    account.orderFailure = status;
    return { status };
  },
  setOrderState: ({ account }, b) =>
    orderSummary(account, account.setOrderState(String(b.id), String(b.stateName))),
  deliverWebhooks: ({ account }) => account.deliverWebhooks(),
  autoDeliver: ({ account }, b) => {
    account.autoDeliver = b.enabled !== false;
    return { autoDeliver: account.autoDeliver };
  },
};

/** The answer to `/control/<name>`. */
export async function control(
  ctx: Context,
  method: string,
  name: string,
  body: unknown,
): Promise<FakeAnswer> {
  if (method === 'GET' && name === 'requests') return { status: 200, body: requestCounts(ctx.requests) };
  if (method === 'GET' && name === 'deliveries') return { status: 200, body: ctx.deliveries };
  if (method === 'GET' && name === 'account') return { status: 200, body: accountSummary(ctx.account) };
  if (method === 'GET' && name === 'customerOrders') {
    const { account } = ctx;
    const all = [...account.customerOrders.all(), ...account.bin.customerOrders.all()];
    const byCreation = all.sort((a, b) => a.created - b.created);
    return { status: 200, body: byCreation.map((o) => orderSummary(account, o)) };
  }
  const action = method === 'POST' ? POSTS[name] : undefined;
  if (!action) return { status: 404, body: { error: `no control ${method} /control/${name}` } };
  try {
    return { status: 200, body: await action(ctx, (body ?? {}) as Body) };
  } catch (err) {
    if (err instanceof FakeInputError || err instanceof TypeError)
      return { status: 400, body: { error: (err as Error).message } };
    throw err;
  }
}
