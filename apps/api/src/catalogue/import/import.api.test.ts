import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody, ImportJob, ImportReport } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixture, samplesDir } from './test-helpers';

/**
 * The catalogue import over HTTP (docs/rules.md#decisions-7): POST /services/import uploads a feed and starts a
 * background job, GET /services/import/{id} shows its progress and report. Shopify's public sample
 * CSVs (beside the repository) are imported twice and once changed; a YML fixture with bad offers
 * still imports its good ones.
 */
let t: TestApp;
let manager: string;
let customer: string;

type Job = ImportJob & { report: ImportReport };
type UploadBody = { data: ImportJob } & ErrorBody;

async function upload(options: {
  token?: string;
  bytes: Buffer;
  fileName: string;
  query?: Record<string, string>;
}): Promise<{ status: number; body: UploadBody }> {
  const form = new FormData();
  form.append('file', new Blob([options.bytes]), options.fileName);
  const res = await fetch(`${t.ruUrl}/api/v0/services/import?${new URLSearchParams(options.query ?? {})}`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadBody };
}

/** Uploads and polls the job until it ends. */
async function importFile(bytes: Buffer, fileName: string, query: Record<string, string> = {}): Promise<Job> {
  const started = await upload({ token: manager, bytes, fileName, query });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.data.status).toBe('queued');
  // The job runner (manual in tests) runs the queued import.
  await t.app.jobs.runDue({ periodic: false });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.call('GET', `/api/v0/services/import/${started.body.data.id}`, { token: manager });
    expect(res.status).toBe(200);
    const job = res.body.data as Job;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import job still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hasSamples = existsSync(path.join(samplesDir, 'apparel.csv'));
if (!hasSamples) console.warn(`Shopify samples not found in ${samplesDir}: their import tests are skipped`);
const sample = (name: string) => readFileSync(path.join(samplesDir, name));

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const { user } = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(user.id);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
  customer = await t.app.tokens.sign(shop.user.id);
});
afterAll(() => t?.close());

describe('access', () => {
  it('answers 401 without a token and 403 to a customer, for the upload and the job calls', async () => {
    const bytes = fixture('hobby-kits.xml');
    expect((await upload({ bytes, fileName: 'feed.xml' })).status).toBe(401);
    expect((await upload({ token: customer, bytes, fileName: 'feed.xml' })).status).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/v0/services/import/${id}`, { token: customer })).status).toBe(403);
    expect((await t.call('GET', '/api/v0/services/import', { token: customer })).status).toBe(403);
    expect((await t.call('GET', `/api/v0/services/import/${id}`, { token: manager })).status).toBe(404);
  });

  it('answers 422 for a request without a file, an empty file or a file in neither format', async () => {
    const none = await t.call('POST', '/api/v0/services/import', { token: manager, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toHaveLength(1);
    const empty = await upload({ token: manager, bytes: Buffer.from('  \n'), fileName: 'feed.xml' });
    expect(empty.status).toBe(422);
    const other = await upload({ token: manager, bytes: Buffer.from('{"a": 1}'), fileName: 'feed.json' });
    expect(other.status).toBe(422);
    expect(other.body.errors?.file?.[0]).toMatch(/YML/);
  });
});

describe.skipIf(!hasSamples)('Shopify sample CSVs', () => {
  it('creates every variant the first time, changes nothing the second, reports the unreachable pictures quickly', async () => {
    for (const [name, items] of [
      ['apparel.csv', 22],
      ['home-and-garden.csv', 21],
    ] as const) {
      const first = await importFile(sample(name), name);
      expect(first.status, first.error ?? '').toBe('done');
      expect(first.report).toMatchObject({ items_read: items, created: items, updated: 0, unchanged: 0 });
      expect(first.report.rejected_count).toBe(0);
      expect(first.report.pictures.imported).toBe(0);
      expect(first.report.pictures.failed_count).toBeGreaterThanOrEqual(20);
      expect(first.report.pictures.failed[0]?.url).toMatch(/^https:\/\/burst\.shopifycdn\.com\//);
      expect(first.progress).toMatchObject({ items_total: items });

      const second = await importFile(sample(name), name);
      expect(second.report).toMatchObject({ items_read: items, created: 0, updated: 0, unchanged: items });
      expect(second.report.categories).toEqual({ created: 0, updated: 0 });
      expect(second.report.pictures.failed_count).toBe(first.report.pictures.failed_count);
      // One failed connection per host, then the host is known to be down.
      expect(second.report.duration_ms).toBeLessThan(15_000);
    }
    const [row] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from products where external_key like 'shopify:%'`,
    );
    expect(row?.count).toBe(43);
  });

  it('updates exactly the one variant whose price changed, in place', async () => {
    const original = sample('apparel.csv').toString('utf8');
    const changed = original.replace(
      'ocean-blue-shirt,Ocean Blue Shirt',
      'ocean-blue-shirt,Ocean Blue Shirt',
    );
    const edited = changed.replace(/(\nocean-blue-shirt,[^\n]*?,manual,)50,/, '$155,');
    expect(edited).not.toBe(original);
    const before = await productByKey('shopify:apparel:ocean-blue-shirt');
    const job = await importFile(Buffer.from(edited), 'apparel.csv');
    expect(job.report).toMatchObject({ created: 0, updated: 1, unchanged: 21 });
    const after = await productByKey('shopify:apparel:ocean-blue-shirt');
    expect(after.id).toBe(before.id);
    expect(after.rub).toBe('55.00');
    expect(before.rub).toBe('50.00');
  });

  it('refuses every item whose code a product of another source holds', async () => {
    const job = await importFile(sample('apparel.csv'), 'apparel.csv', {
      source: 'shopify:eu-apparel',
      currency: 'EUR',
      approve: 'true',
    });
    // Same SKUs/codes as the first import under another source: every item is refused.
    expect(job.report.rejected_count).toBe(22);
    expect(job.report.rejected[0]).toMatchObject({ level: 'error', code: 'code_taken' });
  });
});

describe('YML feed with bad offers', () => {
  it('imports the good offers and lists the rejected ones with their line and reason', async () => {
    const job = await importFile(fixture('problems.xml'), 'problems.xml');
    expect(job.status).toBe('done');
    const { report } = job;
    expect(report.source).toBe('yml:problems');
    expect(report.created).toBe(4);
    expect(report.rejected_count).toBe(5);
    expect(report.items_read).toBe(9);
    expect(report.rejected.map((p) => p.code).sort()).toEqual([
      'duplicate_key',
      'invalid_price',
      'invalid_price',
      'missing_id',
      'missing_name',
    ]);
    expect(report.rejected.every((p) => (p.line ?? 0) > 0 && p.reason)).toBe(true);
    const rows = await queryRows<{ code: string; status: string; quantity: number }>(
      t.db,
      sql`select p.code, s.slug as status, st.quantity from products p
          join product_statuses ps on ps.product_id = p.id join statuses s on s.id = ps.status_id
          join stock st on st.product_id = p.id and st.store_id = 1
          where p.external_key like 'yml:problems:%' order by p.code`,
    );
    expect(rows.map((r) => r.code)).toEqual(['506', 'RT-1', 'RT-1-507', '505'].sort());
    expect(rows.every((r) => r.status === 'new' && r.quantity === 0)).toBe(true);
  });

  it('prices a feed in all four currencies, retail from the old price or a 1.6 markup', async () => {
    const job = await importFile(fixture('hobby-kits.xml'), 'hobby-kits.xml');
    expect(job.report.rejected_count).toBe(0);
    const prices = await queryRows<{ currency: string; wholesale: string; retail: string }>(
      t.db,
      sql`select currency, wholesale::text, retail::text from product_prices pp join products p on p.id = pp.product_id
          where p.code = 'BS-0451' order by currency`,
    );
    expect(prices).toEqual([
      { currency: 'EUR', wholesale: '13.58', retail: '15.68' },
      { currency: 'PLN', wholesale: '58.64', retail: '67.73' },
      { currency: 'RSD', wholesale: '1548.00', retail: '1788.00' },
      { currency: 'RUB', wholesale: '1290.00', retail: '1490.00' },
    ]);
    const [cat] = await queryRows<{ slug: string; parent: string }>(
      t.db,
      sql`select c.slug, parent.slug as parent from products p join categories c on c.id = p.category_id
          join categories parent on parent.id = c.parent_id where p.code = 'BS-0451'`,
    );
    expect(cat).toEqual({ slug: 'peyzazhi', parent: 'kartiny-po-nomeram' });
  });

  it('fails the job with the line of a broken file and writes nothing', async () => {
    const broken = Buffer.from(
      fixture('hobby-kits.xml')
        .toString('utf8')
        .replace(
          '<offer id="1002"',
          '<offer id="9002"><name>Без закрытия</name><price>10</price>\n<offer id="1002"',
        ),
    );
    const before = await countProducts();
    const job = await importFile(broken, 'broken.xml');
    expect(job.status).toBe('failed');
    expect(job.report.fatal).toMatchObject({ code: 'IMPORT_FILE_BROKEN' });
    expect(job.report.fatal?.line).toBeGreaterThan(0);
    expect(job.error).toBeTruthy();
    expect(await countProducts()).toBe(before);
  });

  it('lists the recent jobs, newest first', async () => {
    const res = await t.call('GET', '/api/v0/services/import', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(2);
    expect(res.body.data[0].file_name).toBe('broken.xml');
  });
});

async function productByKey(key: string) {
  const [row] = await queryRows<{ id: number; rub: string }>(
    t.db,
    sql`select p.id, pp.wholesale::text as rub from products p
        join product_prices pp on pp.product_id = p.id and pp.currency = 'RUB' where p.external_key = ${key}`,
  );
  return row!;
}

async function countProducts() {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from products`);
  return row!.n;
}
