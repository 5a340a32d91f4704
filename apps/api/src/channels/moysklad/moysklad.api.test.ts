import {
  MAIN_STORE_ID,
  type MoyskladConnection,
  MoyskladConnectionResponse,
  MoyskladOptionsResponse,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import type { TestApp } from '../../test/test-app';
import type { FakeMoysklad } from './fake';
import { saveMsCursors } from './moysklad.repository';
import { syncPeriodicJob } from './sync/sync.jobs';
import { FAKE_TOKEN, fakeWorld } from './test-connected';

/**
 * МойСклад in through HTTP against the fake МойСклад (docs/moysklad.md): connect, map with the
 * suggestions, the first sync (catalogue, prices, pictures, warehouse and outlet stock, supplies,
 * sales), a second sync changing nothing, stock and sales kept in step by the poll and by
 * webhooks, returns, archived products, retries, a refused token.
 */

let w: Awaited<ReturnType<typeof fakeWorld>>;
let fake: FakeMoysklad;
let t: TestApp;
let admin: string;
let manager: string;
let franchise: { token: string; userId: number };
const TOKEN = FAKE_TOKEN;

beforeAll(async () => {
  w = await fakeWorld();
  ({ fake, t, admin } = w);
  franchise = w.owner;
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
});
afterAll(() => w?.close());

const api = (
  method: string,
  path: string,
  body?: unknown,
  token = admin,
  headers: Record<string, string> = ANY_VERSION,
) => t.call(method, `/api/v0/services/moysklad${path}`, { token, body, headers });
const connection = async (): Promise<MoyskladConnection> =>
  MoyskladConnectionResponse.parse((await api('GET', '')).body).data;
const runOf = async (kind: string) => (await connection()).runs.find((r) => r.kind === kind)!;
/** Runs every due job (the sync runs, the recommendations they queue) until none is due. */
const runJobs = () => w.runJobs();
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

/** The fake's figures, as our side should hold them after a sync. */
function expectedStock() {
  const account = fake.account;
  const main = account.stores.all().find((s) => s.name === 'Основной склад')!;
  return [...account.stock.values()].map((row) => ({ ...row, main: row.storeId === main.id }));
}

describe('connect', () => {
  it('refuses a customer or manager (403), an empty or refused token (422), and keeps the token sealed', async () => {
    expect((await api('GET', '', undefined, manager)).status).toBe(403);
    expect((await api('POST', '', { access_token: TOKEN }, franchise.token)).status).toBe(403);
    const empty = await api('POST', '', { access_token: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.access_token).toHaveLength(1);
    const refused = await api('POST', '', { access_token: 'not-the-token' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.access_token[0]).toContain('МойСклад');
    expect((await connection()).account).toBeNull();

    const connected = await api('POST', '', { access_token: TOKEN });
    expect(connected.status).toBe(201);
    const data = MoyskladConnectionResponse.parse(connected.body).data;
    expect(data.account).toMatchObject({
      name: 'ООО «Хобби Опт»',
      status: 'connected',
      api_url: fake.apiUrl,
    });
    expect(JSON.stringify(connected.body)).not.toContain(TOKEN);
    const [stored] = await rows<{ token_sealed: string }>(sql`select token_sealed from moysklad_accounts`);
    expect(stored!.token_sealed).not.toContain(TOKEN);
    expect(stored!.token_sealed.startsWith('v1.')).toBe(true);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'moysklad_account'`,
    );
    expect(audit.map((a) => a.action)).toContain('connect');
  });
});

describe('mapping and the first sync', () => {
  it('suggests the main warehouse, the retail points as new outlets and the price types by name', async () => {
    const res = await api('GET', '/options');
    expect(res.status).toBe(200);
    const options = MoyskladOptionsResponse.parse(res.body).data;
    const targets = Object.fromEntries(options.stores.map((s) => [s.name, s.suggestion.target]));
    expect(targets).toEqual({
      'Основной склад': 'main-ru',
      'Магазин на Ленина': 'new-outlet',
      [options.stores[2]!.name]: 'new-outlet',
    });
    const wholesale = options.price_types.find((p) => p.name === 'Оптовая цена')!;
    const retail = options.price_types.find((p) => p.name === 'Розничная цена')!;
    expect(options.suggested.prices.RUB).toEqual({ wholesale: wholesale.id, retail: retail.id });
    expect(Object.values(options.suggested.attributes).every(Boolean)).toBe(true);
  });

  it('saves the suggestions, creating the outlets, and the first sync brings the catalogue, stock, supplies and sales', async () => {
    const options = MoyskladOptionsResponse.parse((await api('GET', '/options')).body).data;
    const saved = await api('PUT', '/mapping', options.suggested);
    expect(saved.status).toBe(200);
    const mapping = MoyskladConnectionResponse.parse(saved.body).data.mapping!;
    expect(mapping.stores.filter((s) => s.target === 'outlet')).toHaveLength(2);
    expect(saved.body.data.webhooks).toEqual({ registered: true, reason: null });
    expect(saved.body.data.runs.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['catalogue', 'queued'],
    ]);
    // The poll waits for the first sync: no stock or sales run beside or right after it.
    const queuedSyncs = async () =>
      (
        await rows<{ kind: string }>(
          sql`select kind from jobs where status = 'queued' and kind like 'moysklad.%' order by kind`,
        )
      ).map((j) => j.kind);
    await syncPeriodicJob.enqueue(t.db, t.app.config);
    expect(await queuedSyncs()).toEqual(['moysklad.catalogue']);
    await runJobs();
    await syncPeriodicJob.enqueue(t.db, t.app.config);
    expect(await queuedSyncs()).toEqual([]);
    const runs = (await connection()).runs;
    expect(runs.map((r) => [r.kind, r.status, r.mode])).toEqual([
      ['catalogue', 'done', 'full'],
      ['stock', 'done', 'full'],
      ['sales', 'done', 'full'],
    ]);
    const account = fake.account;

    // Catalogue: every folder, every sold assortment (products without modifications and the modifications).
    const categories = await rows<{ moysklad_name: string }>(
      sql`select moysklad_name from categories where external_key like 'moysklad:%'`,
    );
    expect(categories).toHaveLength(account.folders.size);
    expect(categories.some((c) => c.moysklad_name.includes('/'))).toBe(true);
    const products = await rows<{ external_key: string; code: string; name_ru: string; name_en: string }>(
      sql`select external_key, code, name_ru, name_en from products where external_key like 'moysklad:%'`,
    );
    expect(products).toHaveLength(account.assortmentTypes.size);
    expect(runs[0]).toMatchObject({ created: account.assortmentTypes.size, failed: 0 });
    // The progress bar's total is what is written: a product with modifications counts as those.
    expect(account.variants.size).toBeGreaterThan(0);
    const [progress] = await rows<{ progress: { done: number; total: number } }>(
      sql`select progress from jobs where kind = 'moysklad.catalogue' order by id desc limit 1`,
    );
    expect(progress!.progress).toMatchObject({
      done: account.assortmentTypes.size,
      total: account.assortmentTypes.size,
    });
    const plain = account.products
      .all()
      .find((p) => account.assortmentTypes.get(p.id) === 'product' && !p.archived)!;
    const ours = products.find((p) => p.external_key === `moysklad:${plain.id}`)!;
    expect(ours).toMatchObject({ code: plain.code, name_ru: plain.name, name_en: plain.attributes.nameEn });
    const wholesaleType = account.priceTypes.find((p) => p.name === 'Оптовая цена')!;
    const [price] = await rows<{ wholesale: string }>(
      sql`select pp.wholesale::text from product_prices pp join products p on p.id = pp.product_id
          where p.external_key = ${ours.external_key} and pp.currency = 'RUB'`,
    );
    expect(Number(price!.wholesale)).toBe(plain.prices[wholesaleType.id]! / 100);
    // Every link to МойСклад opens the item there: the product's card, a modification's, the folder.
    const [links] = await rows<{ plain: string; variant: string }>(
      sql`select (select source_href from products where external_key = ${ours.external_key}) as plain,
          (select source_href from products where external_key = ${`moysklad:${account.variants.all()[0]!.id}`}) as variant`,
    );
    expect(links).toEqual({
      plain: `https://online.moysklad.ru/app/#good/edit?id=${plain.id}`,
      variant: `https://online.moysklad.ru/app/#feature/edit?id=${account.variants.all()[0]!.id}`,
    });
    const [ourId] = await rows<{ id: number }>(
      sql`select id from products where external_key = ${ours.external_key}`,
    );
    const analytic = await t.call('GET', `/api/v0/product/analytic/${ourId!.id}`, { token: manager });
    expect(analytic.body.data.year.moysklad_href).toBe(links!.plain);
    const tree = (await t.call('GET', '/api/v0/catalog/categories', { token: franchise.token })).body.data;
    const folder = account.folders.all()[0]!;
    expect(tree.map((c: { moysklad_href?: string }) => c.moysklad_href)).toContain(
      `https://online.moysklad.ru/app/#good/edit?id=${folder.parentId ?? folder.id}`,
    );
    const [media] = await rows<{ n: number }>(
      sql`select count(*)::int as n from media m join products p on p.id = m.product_id where p.external_key like 'moysklad:%'`,
    );
    expect(media!.n).toBeGreaterThan(0);

    // Stock: free stock at the main store, physical stock and supplies at the outlets.
    const stock = await rows<{ external_key: string; store_id: number; quantity: number; supplies: number }>(
      sql`select p.external_key, s.store_id, s.quantity, s.supplies from stock s join products p on p.id = s.product_id
          where p.external_key like 'moysklad:%'`,
    );
    const outletOf = new Map(
      mapping.stores.map((s) => [s.moysklad_store_id, s.store_id ?? MAIN_STORE_ID.ru]),
    );
    for (const row of expectedStock()) {
      const found = stock.find(
        (s) => s.external_key === `moysklad:${row.assortmentId}` && s.store_id === outletOf.get(row.storeId),
      );
      const quantity = row.main ? Math.max(0, row.stock - row.reserve) : Math.max(0, row.stock);
      expect(found, `${row.assortmentId} at ${row.storeId}`).toMatchObject({
        quantity,
        supplies: row.inTransit,
      });
    }

    // Sales: one line per position of the retail sales, less what came back.
    const returned = new Map<string, number>();
    for (const ret of account.returns.all())
      for (const p of ret.positions)
        returned.set(
          `${ret.demandId}:${p.assortmentId}`,
          (returned.get(`${ret.demandId}:${p.assortmentId}`) ?? 0) + p.quantity,
        );
    const sold = account.demands
      .all()
      .reduce((sum, d) => sum + d.positions.reduce((n, p) => n + p.quantity, 0), 0);
    const back = [...returned.values()].reduce((a, b) => a + b, 0);
    const [sales] = await rows<{ lines: number; units: number }>(
      sql`select count(*)::int as lines, coalesce(sum(quantity), 0)::int as units from sales where external_id like 'ms:%'`,
    );
    expect(sales).toEqual({
      lines: account.demands.all().reduce((n, d) => n + d.positions.length, 0),
      units: sold - back,
    });
  });

  it('changes nothing on a second full sync', async () => {
    const before = await rows<{ n: number }>(
      sql`select (select max(revision) from catalog_revision)::float8 as n`,
    );
    const res = await api('POST', '/sync', { full: true });
    expect(res.status).toBe(202);
    await runJobs();
    const runs = (await connection()).runs;
    for (const run of runs)
      expect(run, run.kind).toMatchObject({ status: 'done', created: 0, updated: 0, failed: 0 });
    expect(runs.find((r) => r.kind === 'catalogue')!.unchanged).toBe(fake.account.assortmentTypes.size);
    const after = await rows<{ n: number }>(
      sql`select (select max(revision) from catalog_revision)::float8 as n`,
    );
    expect(after).toEqual(before);
  });

  it('versions the mapping: a stale If-Match → 412 with the connection as it is now, none → 428, one of two at once wins (docs/rules.md#record-versions)', async () => {
    const saved = (await connection()).mapping!;
    const keys = { 1: 'article', 2: 'externalCode', 3: saved.product_key, 4: 'externalCode' } as const;
    expect(saved.product_key).toBe('code');
    await expectRecordVersions({
      t,
      read: connection,
      write: (n, headers) => api('PUT', '/mapping', { ...saved, product_key: keys[n] }, admin, headers),
    });
    expect((await api('PUT', '/mapping', saved)).status).toBe(200);
  });
});

describe('kept in step', () => {
  /** A stocked (store, product) pair at an outlet, with our ids. */
  async function outletPair() {
    const { mapping } = await connection();
    const outlet = mapping!.stores.find((s) => s.target === 'outlet')!;
    const row = expectedStock().find((r) => r.storeId === outlet.moysklad_store_id && r.stock > 3)!;
    const [product] = await rows<{ id: number }>(
      sql`select id from products where external_key = ${`moysklad:${row.assortmentId}`}`,
    );
    return { row, outlet, productId: product!.id, storeId: outlet.store_id! };
  }
  /** The outlet's stock of the product as the catalogue answers it to the outlet's owner. */
  const ourStock = async (storeId: number, productId: number) => {
    const [product] = await rows<{ code: string }>(sql`select code from products where id = ${productId}`);
    const res = await t.call('GET', `/api/v0/catalog/products?search=${encodeURIComponent(product!.code)}`, {
      token: franchise.token,
    });
    const found = (res.body.data as { id: number; stores: { id: number; quantity: number }[] }[]).find(
      (p) => p.id === productId,
    );
    return found?.stores.find((s) => s.id === storeId)?.quantity;
  };

  it('takes a stock change through the short report on the poll and through the stock webhook', async () => {
    const { row, productId, storeId } = await outletPair();
    const start = row.stock;
    fake.account.autoDeliver = false;
    fake.account.setStock({ assortmentId: row.assortmentId, storeId: row.storeId, stock: start + 7 });
    await api('POST', '/sync', { kinds: ['stock'] });
    await runJobs();
    expect(await ourStock(storeId, productId)).toBe(start + 7);
    expect(await runOf('stock')).toMatchObject({ mode: 'incremental', updated: 1 });

    fake.account.setStock({ assortmentId: row.assortmentId, storeId: row.storeId, stock: start - 2 });
    expect(await fake.account.deliverWebhooks()).toMatchObject({ failed: 0 });
    const queued = await rows<{ kind: string }>(
      sql`select kind from jobs where status = 'queued' and kind = 'moysklad.stock'`,
    );
    expect(queued).toHaveLength(1);
    await runJobs();
    expect(await ourStock(storeId, productId)).toBe(start - 2);
    fake.account.autoDeliver = true;
  });

  it('polls a kind once due and only after its first run; a poll run waits for the running one of its kind', async () => {
    // The first sync has not reached sales yet (no cursor): only stock is polled.
    const [before] = await rows<{ cursors: Record<string, string> }>(
      sql`select cursors from moysklad_accounts`,
    );
    await t.db.execute(sql`update moysklad_accounts set cursors = cursors - 'sales'`);
    await saveMsCursors(t.db, { polled: '2020-01-01 00:00:00.000' });
    // A stock run of another process is running (its lease alive).
    await t.db.execute(
      sql`insert into jobs (kind, status, started_at, locked_until)
          values ('moysklad.stock', 'running', now(), now() + interval '1 minute')`,
    );
    await syncPeriodicJob.enqueue(t.db, t.config);
    const queued = () =>
      rows<{ kind: string }>(
        sql`select kind from jobs where status = 'queued' and kind like 'moysklad.%' order by id`,
      );
    // With it, the customer orders' states (orders out is on: docs/moysklad.md §Statuses back).
    expect((await queued()).map((j) => j.kind)).toEqual(['moysklad.stock', 'moysklad.order-states']);
    await runJobs();
    expect((await queued()).map((j) => j.kind)).toEqual(['moysklad.stock']);
    await t.db.execute(sql`delete from jobs where kind = 'moysklad.stock' and status = 'running'`);
    await runJobs();
    expect(await queued()).toEqual([]);
    await t.db.execute(sql`update moysklad_accounts set cursors = ${JSON.stringify(before!.cursors)}::jsonb`);
  });
});
