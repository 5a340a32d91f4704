import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ShopifyAccountResponse, ShopifyJobResponse, ShopifyJobsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { type FakeShopify, startFakeShopify } from '../../test/fake-shopify';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Publishing to a connected shop and stock in step, through HTTP and the job runner against the
 * fake shop (docs/rules.md#shopify-publish, docs/rules.md#shopify-stock): products, SKUs, prices
 * and inventory arrive; a second publish updates in place; an order here moves the shop's
 * inventory; a publish cut off by a restart resumes and makes every product once; a 5xx is
 * retried; a refused token marks the account.
 */

let fake: FakeShopify;
let t: TestApp;
let outlet: number;
const KEY = randomBytes(32).toString('hex');
const unique = () => randomBytes(3).toString('hex');
const rule = { basis: 'markup', markup_percent: 50, ending: '.99' } as const;

function env() {
  return { SHOPIFY_ADMIN_URL: fake.adminUrl, SHOPIFY_TOKEN_KEY: KEY, PUBLIC_URL: 'https://b2b.example.test' };
}

async function world(app: TestApp) {
  await createStore({ db: app.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: app.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  return (await createStore({ db: app.db, isRetail: true, currency: 'RUB' })).id;
}

beforeAll(async () => {
  fake = await startFakeShopify();
  t = await createTestApp(env());
  outlet = await world(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A dropshipper with a token, and a connected RUB shop of theirs in the fake. */
async function dropshipper(app = t, options: { discount?: number } = {}) {
  const { user } = await createUser({
    db: app.db,
    groups: ['dropshipping'],
    stores: [outlet],
    discount: options.discount ?? 0,
  });
  const token = await app.app.tokens.sign(user.id);
  const domain = `jobs-${unique()}.myshopify.com`;
  const shopToken = `shpat_${randomBytes(16).toString('hex')}`;
  fake.addShop({ domain, token: shopToken, currency: 'RUB' });
  const res = await app.call('POST', '/api/v0/profile/shopify', {
    token,
    body: { shop_domain: domain, access_token: shopToken },
  });
  expect(res.status).toBe(201);
  return { id: user.id, token, domain, account: ShopifyAccountResponse.parse(res.body).data.id };
}

/** A category with `count` products priced in RUB, 1000.00 wholesale, with warehouse stock 5 + i. */
async function category(app = t, count = 3) {
  const cat = await createCategory({ db: app.db, nameRu: 'Пейзажи', nameEn: 'Landscapes' });
  const products = [];
  for (let i = 0; i < count; i++) {
    products.push(
      await createProduct({
        db: app.db,
        categoryId: cat.id,
        code: `PUB-${unique()}-${i}`,
        nameRu: `Закат ${i}`,
        prices: [{ currency: 'RUB', wholesale: '1000.00', retail: '1990.00' }],
        stock: [{ storeId: 1, quantity: 5 + i }],
        media:
          i === 0
            ? [
                { fileName: 'main.jpg', collectionName: 'main' },
                { fileName: 'side.jpg', position: 2 },
              ]
            : [],
      }),
    );
  }
  return { id: cat.id, products };
}

const publish = (app: TestApp, who: { token: string; account: number }, body: unknown) =>
  app.call('POST', `/api/v0/profile/shopify/${who.account}/publish`, { token: who.token, body });

const job = async (app: TestApp, who: { token: string; account: number }, jobId: number) => {
  const res = await app.call('GET', `/api/v0/profile/shopify/${who.account}/jobs/${jobId}`, {
    token: who.token,
  });
  expect(res.status).toBe(200);
  return ShopifyJobResponse.parse(res.body).data;
};

const account = async (app: TestApp, who: { token: string; account: number }) =>
  ShopifyAccountResponse.parse(
    (await app.call('GET', `/api/v0/profile/shopify/${who.account}`, { token: who.token })).body,
  ).data;

describe('POST profile/shopify/{id}/publish', () => {
  it('publishes a category: products, SKUs, prices, pictures and inventory arrive, with the report', async () => {
    const me = await dropshipper(t, { discount: 10 });
    const cat = await category();
    const res = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    expect(res.status).toBe(202);
    const queued = ShopifyJobResponse.parse(res.body).data;
    expect(queued).toMatchObject({ kind: 'publish', status: 'queued', report: null });

    expect(await t.app.jobs.runDue({ periodic: false })).toBe(1);
    const done = await job(t, me, queued.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 3, total: 3 },
      report: { created: 3, updated: 0, failed: [] },
      error: null,
    });
    const products = fake.products(me.domain).sort((a, b) => a.variant.sku.localeCompare(b.variant.sku));
    expect(products.map((p) => p.variant.sku)).toEqual(cat.products.map((p) => p.code).sort());
    // 1000.00 − 10 % = 900.00, + 50 % = 1350.00, raised to .99.
    expect(products.every((p) => p.variant.price === '1350.99')).toBe(true);
    expect(products.map((p) => p.title).sort()).toEqual(['Закат 0', 'Закат 1', 'Закат 2']);
    const first = products.find((p) => p.variant.sku === cat.products[0]!.code)!;
    expect(first.files).toHaveLength(2);
    expect(first.files[0]).toMatch(/^https:\/\/b2b\.example\.test\/.*main\.jpg$/);
    expect(fake.inventory(me.domain)).toEqual(
      Object.fromEntries(cat.products.map((p, i) => [p.code, 5 + i])),
    );

    const shown = await account(t, me);
    expect(shown).toMatchObject({ status: 'connected', published: 3, price_rule: rule });
    expect(shown.last_sync_at).not.toBeNull();
    const list = ShopifyJobsResponse.parse(
      (await t.call('GET', `/api/v0/profile/shopify/${me.account}/jobs`, { token: me.token })).body,
    ).data;
    expect(list.map((j) => j.id)).toEqual([queued.id]);
  });

  it('updates in place when published again: no duplicate products, the new prices', async () => {
    const me = await dropshipper();
    const cat = await category();
    const first = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    expect(first.status).toBe(202);
    // One publish of a shop at a time.
    expect((await publish(t, me, { category_ids: [cat.id], price_rule: rule })).status).toBe(409);
    await t.app.jobs.runDue({ periodic: false });
    const ids = fake
      .products(me.domain)
      .map((p) => p.id)
      .sort();

    const again = await publish(t, me, {
      category_ids: [cat.id],
      price_rule: { basis: 'retail', markup_percent: 0, ending: 'none' },
    });
    expect(again.status).toBe(202);
    await t.app.jobs.runDue({ periodic: false });
    const report = (await job(t, me, again.body.data.id)).report;
    expect(report).toEqual({ created: 0, updated: 3, failed: [] });
    const products = fake.products(me.domain);
    expect(products.map((p) => p.id).sort()).toEqual(ids);
    expect(products.every((p) => p.variant.price === '1990.00')).toBe(true);
    expect((await account(t, me)).published).toBe(3);
  });

  it('answers 404 for the jobs of another customer’s shop, and 422 for an empty selection', async () => {
    const me = await dropshipper();
    const other = await dropshipper();
    const cat = await category(t, 1);
    const res = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    const jobId = res.body.data.id;
    const foreign = { token: other.token, account: me.account };
    expect((await publish(t, foreign, { category_ids: [cat.id], price_rule: rule })).status).toBe(404);
    expect(
      (await t.call('GET', `/api/v0/profile/shopify/${me.account}/jobs`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v0/profile/shopify/${other.account}/jobs/${jobId}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect((await publish(t, other, { category_ids: [], price_rule: rule })).status).toBe(422);
    await t.app.jobs.runDue({ periodic: false });
  });

  it('retries a 5xx of the shop with back-off, then finishes', async () => {
    const me = await dropshipper();
    const cat = await category(t, 2);
    const res = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    // One 503 the client retries itself (the library, a second later); three outlast its 2 retries.
    fake.failNext(3, 'server_error');
    await t.app.jobs.runDue({ periodic: false });
    expect(fake.statuses.slice(-3)).toEqual([503, 503, 503]);
    const waiting = await job(t, me, res.body.data.id);
    expect(waiting.status).toBe('queued');
    expect(waiting.error).toMatch(/503/);
    expect((await account(t, me)).status).toBe('unreachable');
    // The back-off passes.
    await t.db.execute(sql`update jobs set run_at = now() where id = ${res.body.data.id}`);
    await t.app.jobs.runDue({ periodic: false });
    expect(await job(t, me, res.body.data.id)).toMatchObject({
      status: 'done',
      report: { created: 2, updated: 0, failed: [] },
    });
    expect(fake.products(me.domain)).toHaveLength(2);
    expect((await account(t, me)).status).toBe('connected');
  });

  it('fails at once and marks the account token_refused when the shop refuses the token', async () => {
    const me = await dropshipper();
    const cat = await category(t, 1);
    fake.shop(me.domain).token = 'shpat_revoked';
    const res = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    await t.app.jobs.runDue({ periodic: false });
    const failed = await job(t, me, res.body.data.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/refused/);
    const shown = await account(t, me);
    expect(shown.status).toBe('token_refused');
    expect(JSON.stringify(shown)).not.toContain('shpat_');
  });
});

describe('stock in step', () => {
  it('pushes the new inventory after an order here lowers our stock, and 0 for a product no longer offered', async () => {
    const me = await dropshipper();
    const cat = await category(t, 3);
    await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    await t.app.jobs.runDue({ periodic: false });
    const [a, b, c] = cat.products as [
      (typeof cat.products)[0],
      (typeof cat.products)[0],
      (typeof cat.products)[0],
    ];
    expect(fake.inventory(me.domain)[a.code]).toBe(5);

    // Nothing differs: no stock job for this account.
    await t.app.jobs.runDue();
    const stockJobs = () =>
      queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from jobs where kind = 'shopify.stock' and payload @> ${JSON.stringify({ accountId: me.account })}::jsonb`,
      );
    expect((await stockJobs())[0]!.n).toBe(0);

    // A customer orders 2 of `a` here.
    const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
    await addBasketLine({ db: t.db, userId: user.id, storeId: outlet, productId: a.id, count: 2 });
    const sent = await t.call('POST', '/api/v0/order/send', {
      token: await t.app.tokens.sign(user.id),
      body: { order_comment: {} },
    });
    expect(sent.status).toBe(201);
    // `b` loses its RUB price: it is no longer offered in the shop's currency.
    await t.db.execute(sql`delete from product_prices where product_id = ${b.id}`);

    await t.app.jobs.runDue();
    expect((await stockJobs())[0]!.n).toBe(1);
    expect(fake.inventory(me.domain)).toEqual({ [a.code]: 3, [b.code]: 0, [c.code]: 7 });
    const jobs = ShopifyJobsResponse.parse(
      (await t.call('GET', `/api/v0/profile/shopify/${me.account}/jobs`, { token: me.token })).body,
    ).data;
    expect(jobs.find((j) => j.kind === 'stock')).toMatchObject({
      status: 'done',
      progress: { done: 2, total: 2 },
    });
  });

  it('forgets the link of a product deleted in the shop and pushes the rest', async () => {
    const me = await dropshipper();
    const cat = await category(t, 2);
    await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    await t.app.jobs.runDue({ periodic: false });
    const [a, b] = cat.products as [(typeof cat.products)[0], (typeof cat.products)[0]];
    const deleted = fake.products(me.domain).find((p) => p.variant.sku === a.code)!;
    fake.shop(me.domain).products.delete(deleted.id);
    await t.db.execute(
      sql`update stock set quantity = 1 where store_id = 1 and product_id in (${a.id}, ${b.id})`,
    );
    await t.app.jobs.runDue();
    expect(fake.inventory(me.domain)).toEqual({ [b.code]: 1 });
    expect((await account(t, me)).published).toBe(1);
  });
});

describe('a publish cut off by a restart', () => {
  it('resumes on a new app on the same database and makes every product once', async () => {
    const first = await createTestApp(env());
    outlet = await world(first);
    const me = await dropshipper(first);
    const cat = await category(first, 15);
    const res = await publish(first, me, { category_ids: [cat.id], price_rule: rule });
    const jobId = res.body.data.id;
    fake.delay(60);
    const running = first.app.jobs.runDue({ periodic: false });
    const progress = async () =>
      (
        await queryRows<{ done: number | null }>(
          first.db,
          sql`select (progress->>'done')::int as done from jobs where id = ${jobId}`,
        )
      )[0]?.done ?? 0;
    const until = Date.now() + 15_000;
    while ((await progress()) < 10) {
      if (Date.now() > until) {
        const rows = await queryRows(
          first.db,
          sql`select status, error, attempts, progress from jobs where id = ${jobId}`,
        );
        throw new Error(`publish did not get far: ${JSON.stringify(rows)}`);
      }
      await sleep(20);
    }
    await first.app.close();
    await running;
    fake.delay(0);
    const cut = (
      await queryRows<{ status: string; done: number }>(
        first.db,
        sql`select status, (progress->>'done')::int as done from jobs where id = ${jobId}`,
      )
    )[0]!;
    expect(cut.status).toBe('queued');
    expect(cut.done).toBeGreaterThanOrEqual(10);
    expect(cut.done).toBeLessThan(15);
    expect(fake.products(me.domain).length).toBe(cut.done);

    const second = await buildApp({
      config: first.config,
      database: { db: first.db, kind: 'pglite', close: async () => {} },
      logger: false,
      mailer: null,
      jobs: 'manual',
    });
    await second.ready();
    expect(await second.jobs.runDue({ periodic: false })).toBe(1);
    await second.close();
    const skus = fake.products(me.domain).map((p) => p.variant.sku);
    expect(skus.sort()).toEqual(cat.products.map((p) => p.code).sort());
    const done = (
      await queryRows<{ status: string; result: unknown }>(
        first.db,
        sql`select status, result from jobs where id = ${jobId}`,
      )
    )[0]!;
    expect(done).toEqual({ status: 'done', result: { created: 15, updated: 0, failed: [] } });
    await first.close();
  }, 120_000);
});

describe('a create whose answer never came', () => {
  it('is found by its SKU on the resume and updated in place: every product once, none orphaned', async () => {
    const me = await dropshipper();
    const cat = await category(t, 4);
    const res = await publish(t, me, { category_ids: [cat.id], price_rule: rule });
    const jobId = res.body.data.id;
    // The shop makes the first product, then the connection dies before its answer (our process
    // or the network cut off mid-call): no link was stored, the job fails this try.
    fake.cutAfterNext('ProductSet');
    expect(await t.app.jobs.runDue({ periodic: false })).toBe(1);
    const cut = (
      await queryRows<{ status: string; intent: number | null }>(
        t.db,
        sql`select status, (progress->>'intent')::int as intent from jobs where id = ${jobId}`,
      )
    )[0]!;
    expect(cut).toEqual({ status: 'queued', intent: cat.products[0]!.id });
    expect(fake.products(me.domain)).toHaveLength(1);

    await t.db.execute(sql`update jobs set run_at = now() where id = ${jobId}`);
    const callsBefore = fake.calls.length;
    expect(await t.app.jobs.runDue({ periodic: false })).toBe(1);
    const products = fake.products(me.domain);
    expect(products.map((p) => p.variant.sku).sort()).toEqual(cat.products.map((p) => p.code).sort());
    // One look for the product whose answer was lost; the others are created as usual.
    expect(fake.calls.slice(callsBefore).filter((name) => name === 'VariantsBySku')).toHaveLength(1);
    expect(await job(t, me, jobId)).toMatchObject({
      status: 'done',
      report: { created: 4, updated: 0, failed: [] },
    });
    // The adopted product is linked, so it stays in step like the others.
    expect(fake.inventory(me.domain)).toEqual(
      Object.fromEntries(cat.products.map((p, i) => [p.code, 5 + i])),
    );
    const links = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from shopify_products where account_id = ${me.account}`,
    );
    expect(links[0]!.n).toBe(4);
  }, 60_000);
});
