import { MoyskladConnectionResponse, ProductAnalyticResponse, StoreOccupancyResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCapacity } from '../../test/factories/catalog';
import { type ConnectedWorld, connectedWorld } from './test-connected';

/**
 * An outlet's retail sales in МойСклад drive ours (docs/moysklad.md §Sales): a sale of 3 units moves
 * the analytic popover, the shelf occupancy and the next auto order, a return takes it back; an
 * archived product leaves the catalogue and stays in orders; retries, a refused token, and the
 * webhook endpoint's secret and repeats.
 */

let w: ConnectedWorld;
let outlet: { storeId: number; msStoreId: string; retailStoreId: string };
let product: { id: number; msId: string; code: string };

beforeAll(async () => {
  w = await connectedWorld();
  const [current] = await queryRows<{ current_store_id: number }>(
    w.t.db,
    sql`select current_store_id from users where id = ${w.owner.userId}`,
  );
  const storeId = current!.current_store_id;
  const msStoreId = [...w.stores].find(([, id]) => id === storeId)![0];
  const retailStoreId = w.fake.account.retailStores.all().find((r) => r.storeId === msStoreId)!.id;
  outlet = { storeId, msStoreId, retailStoreId };
  const row = [...w.fake.account.stock.values()].find((r) => r.storeId === msStoreId && r.stock >= 10)!;
  const [found] = await queryRows<{
    id: number;
    code: string;
    category_id: number;
    size: string | null;
    is_premium: boolean;
  }>(
    w.t.db,
    sql`select id, code, category_id, size, is_premium from products where external_key = ${`moysklad:${row.assortmentId}`}`,
  );
  product = { id: found!.id, msId: row.assortmentId, code: found!.code };
  await createCapacity({
    db: w.t.db,
    storeId,
    categoryId: found!.category_id,
    size: found!.size,
    isPremium: found!.is_premium,
    capacity: 200,
  });
  // A short shelf: what the outlet sells is what its next auto order asks for.
  w.fake.account.setStock({ assortmentId: row.assortmentId, storeId: msStoreId, stock: 4, inTransit: 0 });
  await w.fake.account.deliverWebhooks();
  await w.t.app.jobs.runDue();
});
afterAll(() => w?.close());

const asOwner = (method: string, path: string, body?: unknown) =>
  w.t.call(method, `/api/v0${path}`, { token: w.owner.token, body });

/** What the outlet's user sees of the product: units sold (popover), shelf occupancy, the auto order's count. */
async function outletView() {
  const analytic = ProductAnalyticResponse.parse(
    (await asOwner('GET', `/product/analytic/${product.id}`)).body,
  );
  const occupancy = StoreOccupancyResponse.parse((await asOwner('GET', '/store/occupancy')).body).data;
  await w.t.db.execute(
    sql`delete from basket_lines where basket_id in (select id from baskets where user_id = ${w.owner.userId})`,
  );
  const created = await asOwner('POST', '/order/auto-order', { max_order_sum: 1_000_000 });
  expect(created.status).toBe(200);
  const basket = await asOwner('GET', '/basket?type=maximized');
  const line = (basket.body.value as { id: number; basket_count: number }[]).find((l) => l.id === product.id);
  await w.t.db.execute(
    sql`delete from basket_lines where basket_id in (select id from baskets where user_id = ${w.owner.userId})`,
  );
  return {
    sold: analytic.data.report_period.current_shop?.sales ?? 0,
    occupied: occupancy.overall,
    autoOrder: line?.basket_count ?? 0,
  };
}

describe('retail sales', () => {
  it('a sale of 3 units moves the popover, the occupancy and the next auto order; a return takes it back', async () => {
    const before = await outletView();
    const sale = w.fake.account.addRetailDemand({
      retailStoreId: outlet.retailStoreId,
      positions: [{ assortmentId: product.msId, quantity: 3 }],
    });
    await w.fake.account.deliverWebhooks();
    await w.t.app.jobs.runDue();
    const after = await outletView();
    expect(after.sold).toBe(before.sold + 3);
    expect(after.occupied).not.toEqual(before.occupied);
    expect(after.autoOrder).not.toBe(before.autoOrder);

    w.fake.account.addRetailReturn({
      demandId: sale.id,
      positions: [{ assortmentId: product.msId, quantity: 3 }],
    });
    await w.fake.account.deliverWebhooks();
    await w.t.app.jobs.runDue();
    const back = await outletView();
    expect(back.sold).toBe(before.sold);
    const [lines] = await queryRows<{ quantity: number }>(
      w.t.db,
      sql`select quantity from sales where external_id like ${`ms:${sale.id}:%`}`,
    );
    expect(lines).toEqual({ quantity: 0 });
  });

  it('a deleted sale is corrected to nothing sold, once, however often the webhook comes', async () => {
    const sale = w.fake.account.addRetailDemand({
      retailStoreId: outlet.retailStoreId,
      positions: [{ assortmentId: product.msId, quantity: 2 }],
    });
    await w.fake.account.deliverWebhooks();
    await w.t.app.jobs.runDue();
    const units = async () =>
      (
        await queryRows<{ n: number }>(
          w.t.db,
          sql`select coalesce(sum(quantity), 0)::int as n from sales where external_id like ${`ms:${sale.id}:%`}`,
        )
      )[0]!.n;
    expect(await units()).toBe(2);
    w.fake.account.deleteDocument({ type: 'retaildemand', id: sale.id });
    await w.fake.account.deliverWebhooks();
    await w.t.app.jobs.runDue();
    expect(await units()).toBe(0);
  });
});

describe('catalogue changes', () => {
  it('an archived product leaves the catalogue for customers and stays in old orders', async () => {
    const catalog = () => asOwner('GET', `/catalog/products?search=${encodeURIComponent(product.code)}`);
    expect((await catalog()).body.data.map((p: { code: string }) => p.code)).toContain(product.code);
    w.fake.account.archiveProduct(w.fake.account.variants.get(product.msId)?.productId ?? product.msId);
    await w.fake.account.deliverWebhooks();
    await w.t.app.jobs.runDue();
    expect((await catalog()).body.data.map((p: { code: string }) => p.code)).not.toContain(product.code);
    const [row] = await queryRows<{ archived: boolean }>(
      w.t.db,
      sql`select archived_at is not null as archived from products where id = ${product.id}`,
    );
    expect(row).toEqual({ archived: true });
  });
});

describe('failures', () => {
  const runs = async () =>
    MoyskladConnectionResponse.parse(
      (await w.t.call('GET', '/api/v0/services/moysklad', { token: w.admin })).body,
    ).data;

  it('retries a 429 and a 503 and ends the run done', async () => {
    w.fake.account.failNext({ count: 1, status: 429, retryAfterMs: 50 });
    w.fake.account.failNext({ count: 1, status: 503 });
    await w.t.call('POST', '/api/v0/services/moysklad/sync', { token: w.admin, body: { kinds: ['stock'] } });
    await w.t.app.jobs.runDue({ periodic: false });
    expect((await runs()).runs.find((r) => r.kind === 'stock')).toMatchObject({ status: 'done', failed: 0 });
  });

  it('shows a refused token on the page and fails the run without retrying', async () => {
    await w.t.db.execute(sql`update moysklad_accounts set token_sealed = ${await resealed('refused-token')}`);
    await w.t.call('POST', '/api/v0/services/moysklad/sync', { token: w.admin, body: { kinds: ['stock'] } });
    await w.t.app.jobs.runDue({ periodic: false });
    const state = await runs();
    expect(state.account).toMatchObject({ status: 'token_refused' });
    expect(state.runs.find((r) => r.kind === 'stock')).toMatchObject({ status: 'failed' });
    await w.t.db.execute(
      sql`update moysklad_accounts set token_sealed = ${await resealed('ms-test-token-0123456789')}`,
    );
  });

  it('answers 404 to a webhook with another secret and takes a repeated request once', async () => {
    const [account] = await queryRows<{ webhook_secret: string }>(
      w.t.db,
      sql`select webhook_secret from moysklad_accounts`,
    );
    const post = (secret: string, requestId: string) =>
      w.t.call('POST', `/api/v0/moysklad/webhooks/${secret}?requestId=${requestId}`, {
        body: {
          accountId: w.fake.account.ids.accountId,
          stockType: 'stock',
          reportType: 'bystore',
          reportUrl: 'x',
        },
      });
    expect((await post('wrong-secret', 'r1')).status).toBe(404);
    await w.t.app.jobs.runDue({ periodic: false });
    expect((await post(account!.webhook_secret, 'r2')).status).toBe(204);
    await w.t.app.jobs.runDue({ periodic: false });
    expect((await post(account!.webhook_secret, 'r2')).status).toBe(204);
    const queued = await queryRows<{ n: number }>(
      w.t.db,
      sql`select count(*)::int as n from jobs where kind = 'moysklad.stock' and status = 'queued'`,
    );
    expect(queued[0]!.n).toBe(0);
  });
});

/** `token` sealed with the test app's key, as connecting would store it. */
async function resealed(token: string): Promise<string> {
  const { channelTokenKey, sealToken } = await import('../token-key');
  return sealToken(channelTokenKey(w.t.config)!, token);
}
