import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FeedUrl } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { queryRows } from '../../db/client';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Scheduled feed URLs through HTTP (docs/feed-url.md): a local feed server started here (127.0.0.1,
 * let through by FEED_ALLOWED_HOSTS) answers with an ETag and Last-Modified and honours
 * If-None-Match; the pull job is driven with the job runner's `runDue`.
 */
let t: TestApp;
let manager: string;
let customer: string;
let server: Server;
let origin: string;
/** The feed server's state: the body it serves, whether it honours validators, the headers it saw. */
const feed = {
  body: readFileSync(path.join(repoRoot, 'apps/api/src/catalogue/import/fixtures/hobby-kits.xml'), 'utf8'),
  conditional: true,
  seen: [] as IncomingHttpHeaders[],
};

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

async function startFeedServer() {
  server = createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    if (req.url === '/redirect-private') {
      res.writeHead(302, { location: `http://localhost:${port}/feed.xml` });
      return res.end();
    }
    if (req.url === '/redirect-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/redirect-ok') {
      res.writeHead(302, { location: '/feed.xml' });
      return res.end();
    }
    if (req.url !== '/feed.xml') {
      res.writeHead(404);
      return res.end();
    }
    feed.seen.push(req.headers);
    const etag = etagOf(feed.body);
    if (feed.conditional && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag });
      return res.end();
    }
    res.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      ...(feed.conditional ? { etag, 'last-modified': 'Sat, 28 Nov 2026 10:00:00 GMT' } : {}),
    });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const call = (
  method: string,
  path: string,
  body?: unknown,
  token = manager,
  headers: Record<string, string> = ANY_VERSION,
) => t.call(method, `/api/v0/services/feed-urls${path}`, { token, body, headers });

/** Makes the feed due, runs the due jobs, answers the feed with its runs. */
async function pull(id: number): Promise<FeedUrl> {
  expect((await call('POST', `/${id}/pull`)).status).toBe(202);
  await t.app.jobs.runDue({ periodic: false });
  const list = (await call('GET', '')).body.data as FeedUrl[];
  return list.find((f) => f.id === id)!;
}

const importJobs = async () =>
  Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from import_jobs`))[0]!.n);
const productsStamp = async () =>
  (
    await queryRows<{ n: number; u: string | null }>(
      t.db,
      sql`select count(*)::int as n, max(updated_at)::text as u from products where external_key like 'feed:%'`,
    )
  )[0]!;

beforeAll(async () => {
  await startFeedServer();
  t = await createTestApp({ FEED_ALLOWED_HOSTS: '127.0.0.1' });
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  manager = await t.app.tokens.sign(
    (await createUser({ db: t.db, groups: ['manager'], stores: [1] })).user.id,
  );
  customer = await t.app.tokens.sign(
    (await createUser({ db: t.db, groups: ['warehouse'], stores: [1] })).user.id,
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('feed URLs', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.call('GET', '/api/v0/services/feed-urls')).status).toBe(401);
    expect((await call('GET', '', undefined, customer)).status).toBe(403);
    expect(
      (await call('POST', '', { url: `${origin}/feed.xml`, interval_minutes: 5 }, customer)).status,
    ).toBe(403);
  });

  it('refuses at registration an interval under 5 minutes, another scheme and non-public addresses', async () => {
    const short = await call('POST', '', { url: `${origin}/feed.xml`, interval_minutes: 4 });
    expect(short.status).toBe(422);
    expect(short.body.errors.interval_minutes).toHaveLength(1);
    for (const url of [
      'file:///etc/passwd',
      'http://localhost/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/feed.xml',
      'http://[::1]/feed.xml',
      'http://100.64.1.1/feed.xml',
    ]) {
      const res = await call('POST', '', { url, interval_minutes: 5 });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.url[0], url).toMatch(/нельзя загружать/);
    }
    const en = await t.call('POST', '/api/v0/services/feed-urls', {
      token: manager,
      body: { url: 'http://localhost/feed.xml', interval_minutes: 5 },
      version: 'en',
    });
    expect(en.status).toBe(422);
    expect(en.body.errors.url[0]).toMatch(/can't be pulled: localhost resolves to/);
    expect((await call('GET', '')).body.data).toEqual([]);
  });

  it('imports on the first pull, writes nothing on a 304 or the same body, imports a changed body', async () => {
    const created = await call('POST', '', {
      url: `${origin}/feed.xml`,
      interval_minutes: 60,
      name: 'Хобби Опт',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as FeedUrl).id;
    expect(created.body.data).toMatchObject({
      source: `feed:${id}`,
      enabled: true,
      interval_minutes: 60,
      runs: [],
    });

    // First pull: the periodic job finds the new feed due.
    await t.app.jobs.runDue();
    let state = (await call('GET', '')).body.data.find((f: FeedUrl) => f.id === id) as FeedUrl;
    expect(state.runs).toHaveLength(1);
    expect(state.runs[0]).toMatchObject({ http_status: 200, outcome: 'imported', error: null });
    expect(state.runs[0]!.counts!.created).toBeGreaterThan(0);
    expect(new Date(state.next_run_at).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    const job = await t.call('GET', `/api/v0/services/import/${state.runs[0]!.import_job_id}`, {
      token: manager,
    });
    expect(job.body.data).toMatchObject({ status: 'done', source: `feed:${id}`, file_name: 'feed.xml' });
    const first = await productsStamp();
    expect(first.n).toBe(state.runs[0]!.counts!.created);
    const jobs = await importJobs();

    // Not due: the periodic run pulls nothing.
    await t.app.jobs.runDue();
    expect(((await call('GET', '')).body.data[0] as FeedUrl).runs).toHaveLength(1);

    // 304: the validators were sent, nothing written.
    state = await pull(id);
    expect(feed.seen.at(-1)!['if-none-match']).toBe(etagOf(feed.body));
    expect(feed.seen.at(-1)!['if-modified-since']).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
    expect(state.runs[0]).toMatchObject({
      http_status: 304,
      outcome: 'unchanged',
      import_job_id: null,
      counts: null,
    });
    expect(await importJobs()).toBe(jobs);
    expect(await productsStamp()).toEqual(first);

    // A server that ignores validators: 200 with the same body, nothing written either.
    feed.conditional = false;
    state = await pull(id);
    expect(state.runs[0]).toMatchObject({ http_status: 200, outcome: 'unchanged', import_job_id: null });
    expect(await importJobs()).toBe(jobs);
    expect(await productsStamp()).toEqual(first);

    // A changed price: the import updates that product.
    feed.conditional = true;
    feed.body = feed.body.replace('<price>1290</price>', '<price>1390</price>');
    state = await pull(id);
    expect(state.runs[0]).toMatchObject({ http_status: 200, outcome: 'imported', error: null });
    expect(state.runs[0]!.counts).toMatchObject({ created: 0, updated: 1 });
    expect(await importJobs()).toBe(jobs + 1);
    const [price] = await queryRows<{ price: string }>(
      t.db,
      sql`select pp.wholesale::text as price from product_prices pp join products p on p.id = pp.product_id
          where p.external_key = ${`feed:${id}:1001`} and pp.currency = 'RUB'`,
    );
    expect(Number(price!.price)).toBe(1390);
    expect(state.runs.map((r) => r.outcome)).toEqual(['imported', 'unchanged', 'unchanged', 'imported']);
  });

  it('follows a redirect to an allowed address, and records a redirect to a non-public one as a failed run', async () => {
    const ok = (
      await call('POST', '', { url: `${origin}/redirect-ok`, interval_minutes: 5, source: 'feed:redirected' })
    ).body.data as FeedUrl;
    expect((await pull(ok.id)).runs[0]).toMatchObject({ http_status: 200, outcome: 'imported' });

    for (const path of ['/redirect-private', '/redirect-metadata']) {
      const res = await call('POST', '', { url: `${origin}${path}`, interval_minutes: 5 });
      expect(res.status).toBe(201);
      const jobs = await importJobs();
      const state = await pull(res.body.data.id);
      expect(state.runs[0]!.outcome, path).toBe('failed');
      expect(state.runs[0]!.http_status).toBeNull();
      expect(state.runs[0]!.error).toMatch(/^refused: .*(loopback|linkLocal)/);
      expect(await importJobs()).toBe(jobs);
    }
  });

  it("versions a feed's settings, not its runs: a stale If-Match → 412, none → 428, one of two at once wins (docs/rules.md#record-versions)", async () => {
    const created = (await call('POST', '', { url: `${origin}/feed.xml`, interval_minutes: 5 })).body
      .data as FeedUrl;
    const pulled = await pull(created.id);
    expect(pulled.runs).toHaveLength(1);
    expect(pulled.etag).toBe(created.etag);
    const names = ['', 'Поставщик 1', 'Поставщик 2', 'Поставщик 3', 'Поставщик 4'];
    await expectRecordVersions({
      t,
      read: async () => ((await call('GET', '')).body.data as FeedUrl[]).find((f) => f.id === created.id)!,
      write: (n, headers) => call('PATCH', `/${created.id}`, { name: names[n] }, manager, headers),
    });
  });

  it('disables, re-enables and deletes a feed, with audit rows', async () => {
    const created = (
      await call('POST', '', { url: `${origin}/feed.xml`, interval_minutes: 5, enabled: false })
    ).body.data as FeedUrl;
    await t.app.jobs.runDue();
    expect(((await call('GET', '')).body.data as FeedUrl[]).find((f) => f.id === created.id)!.runs).toEqual(
      [],
    );
    const patched = await call('PATCH', `/${created.id}`, { enabled: true, interval_minutes: 15 });
    expect(patched.body.data).toMatchObject({ enabled: true, interval_minutes: 15 });
    expect((await call('DELETE', `/${created.id}`)).status).toBe(204);
    expect((await call('DELETE', `/${created.id}`)).status).toBe(404);
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'feed_url' and entity_id = ${String(created.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
