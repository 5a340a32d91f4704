import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from '../fake';
import { createMoyskladClient, type MoyskladClientOptions } from './moysklad.client';
import { MoyskladError } from './moysklad.errors';
import { createLimiter } from './moysklad.limiter';

const TOKEN = 'secret-token-0123456789';

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;
type Tiny = { apiUrl: string; seen: IncomingMessage[]; close(): Promise<void> };
const servers: Server[] = [];

/** A node:http server answering with `handler` (n: the request's number, from 1), under /api/remap/1.2. */
async function tiny(handler: Handler): Promise<Tiny> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handler(req, res, seen.length);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/remap/1.2`,
    seen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    'content-type': 'application/json;charset=utf-8',
    'content-encoding': 'gzip',
    ...headers,
  });
  res.end(gzipSync(JSON.stringify(body)));
};

const client = (apiUrl: string, extra: Partial<MoyskladClientOptions> = {}) =>
  createMoyskladClient({
    apiUrl,
    token: TOKEN,
    limiter: createLimiter(),
    retry: { attempts: 3, baseDelayMs: 5 },
    ...extra,
  });

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MoyskladError);
  return err as MoyskladError;
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('createMoyskladClient against a bare server', () => {
  it('sends the token as Bearer and asks for gzip, and reads the gzipped answer', async () => {
    const server = await tiny((_, res) => json(res, 200, { ok: 1 }));
    const answer = await client(server.apiUrl).get('entity/store', { filter: 'archived=false', limit: 5 });
    expect(answer).toEqual({ ok: 1 });
    const [req] = server.seen;
    expect(req!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req!.headers['accept-encoding']).toContain('gzip');
    expect(req!.url).toBe('/api/remap/1.2/entity/store?filter=archived%3Dfalse&limit=5');
  });

  it('waits X-Lognex-Retry-After after a 429, holding the limiter, then retries', async () => {
    const server = await tiny((_, res, n) =>
      n === 1
        ? json(
            res,
            429,
            { errors: [{ error: 'Превышено ограничение', code: 1049 }] },
            { 'X-Lognex-Retry-After': '120' },
          )
        : json(res, 200, { ok: n }),
    );
    const started = performance.now();
    expect(await client(server.apiUrl).get('entity/product')).toEqual({ ok: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(server.seen).toHaveLength(2);
  });

  it('holds the next request for X-Lognex-Reset when X-RateLimit-Remaining is 0', async () => {
    const at: number[] = [];
    const server = await tiny((_, res, n) => {
      at.push(performance.now());
      json(res, 200, { n }, n === 1 ? { 'X-RateLimit-Remaining': '0', 'X-Lognex-Reset': '150' } : {});
    });
    const c = client(server.apiUrl);
    await c.get('entity/store');
    await c.get('entity/store');
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(140);
  });

  it('retries a 5xx with back-off, then gives up with a retryable server error', async () => {
    const server = await tiny((_, res) =>
      json(res, 503, { errors: [{ error: 'Сервис временно недоступен', code: 1074 }] }),
    );
    const err = await failure(client(server.apiUrl).get('entity/product'));
    expect(err).toMatchObject({ kind: 'server', status: 503, code: 1074, retryable: true });
    expect(server.seen).toHaveLength(3);
  });

  it('does not send a POST again after a 5xx (it may have been done)', async () => {
    const server = await tiny((_, res) => json(res, 500, { errors: [{ error: 'Ошибка' }] }));
    const err = await failure(client(server.apiUrl).post('entity/webhook', { url: 'http://x' }));
    expect(err.kind).toBe('server');
    expect(server.seen).toHaveLength(1);
  });

  it('refuses a 401 at once as auth, with the body’s message and never the token', async () => {
    const server = await tiny((_, res) =>
      json(
        res,
        401,
        { errors: [{ error: `Ошибка аутентификации ${TOKEN}`, code: 1056 }] },
        { 'X-Lognex-Auth-Message': 'bad' },
      ),
    );
    const err = await failure(client(server.apiUrl).get('context/employee'));
    expect(err).toMatchObject({ kind: 'auth', status: 401, code: 1056, retryable: false });
    expect(err.message).toContain('Ошибка аутентификации');
    expect(err.message).not.toContain(TOKEN);
    expect(server.seen).toHaveLength(1);
  });

  it('streams the rows of a bare array, starting afresh when a try breaks midway, and reads an error answer', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ assortmentId: `a${i}`, storeId: 's', stock: i }));
    const server = await tiny((req, res, n) => {
      if (req.url?.includes('stockType=reserve'))
        return json(res, 403, { errors: [{ error: 'Нет прав', code: 1016 }] });
      if (n === 1) {
        // The first answer breaks off after its first rows: the try fails, the retry starts afresh.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(JSON.stringify(rows).slice(0, 5000));
        return void setTimeout(() => res.destroy(), 20);
      }
      json(res, 200, rows);
    });
    const api = client(server.apiUrl);
    const tries: Array<Array<{ stock: number }>> = [];
    await api.eachRow<{ stock: number }>('report/stock/bystore/current', { stockType: 'stock' }, () => {
      const seen: Array<{ stock: number }> = [];
      tries.push(seen);
      return (row) => seen.push(row);
    });
    expect(tries).toHaveLength(2);
    expect(tries[0]!.length).toBeLessThan(rows.length);
    expect(tries[1]).toEqual(rows);
    const err = await failure(
      api.eachRow('report/stock/bystore/current', { stockType: 'reserve' }, () => () => {}),
    );
    expect(err).toMatchObject({ kind: 'auth', status: 403, code: 1016 });
    expect(err.message).toContain('Нет прав');
  });

  it('refuses an absolute URL outside the API root without sending anything', async () => {
    const server = await tiny((_, res) => json(res, 200, {}));
    const c = client(server.apiUrl);
    for (const url of [
      'https://evil.example/api/remap/1.2/entity/product',
      `${server.apiUrl}/../../x`,
      `${server.apiUrl}0/x`,
    ]) {
      expect((await failure(c.get(url))).kind).toBe('request');
    }
    await c.get(`${server.apiUrl}/entity/product?offset=5`);
    await c.get('https://api.moysklad.ru/api/remap/1.2/entity/store');
    expect(server.seen.map((r) => r.url)).toEqual([
      '/api/remap/1.2/entity/product?offset=5',
      '/api/remap/1.2/entity/store',
    ]);
  });

  it('reports a refused connection as a network error after the retries', async () => {
    const server = await tiny(() => {});
    await server.close();
    const err = await failure(client(server.apiUrl).get('entity/store'));
    expect(err).toMatchObject({ kind: 'network', status: null, retryable: true });
  });

  it('stops waiting when its signal aborts', async () => {
    const server = await tiny((_, res) => json(res, 503, {}));
    const controller = new AbortController();
    const c = client(server.apiUrl, {
      signal: controller.signal,
      retry: { attempts: 5, baseDelayMs: 10_000 },
    });
    setTimeout(() => controller.abort(new Error('job stopped')), 50);
    await expect(c.get('entity/store')).rejects.toThrow('job stopped');
  });

  it('downloads a file: the token for the 302, none for its Location', async () => {
    const server = await tiny((req, res) => {
      if (req.url!.startsWith('/api/')) return void res.writeHead(302, { location: '/files/abc' }).end();
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 1, 2]));
    });
    const bytes = await client(server.apiUrl).download(`${server.apiUrl}/download/abc`);
    expect([...bytes]).toEqual([0xff, 0xd8, 1, 2]);
    expect(server.seen.map((r) => [r.url, r.headers.authorization ?? null])).toEqual([
      ['/api/remap/1.2/download/abc', `Bearer ${TOKEN}`],
      ['/files/abc', null],
    ]);
  });
});

describe('outbound guard of the МойСклад client (docs/security.md#outbound)', () => {
  it('trusts the configured API root, but refuses a file Location on another loopback port or the metadata address', async () => {
    const elsewhere = await tiny((_req, res) => void res.writeHead(200).end('secret'));
    const { port } = new URL(elsewhere.apiUrl);
    const server = await tiny((req, res) => {
      const to = req.url!.endsWith('/metadata')
        ? 'http://169.254.169.254/latest/meta-data/'
        : `http://127.0.0.1:${port}/files/abc`;
      res.writeHead(302, { location: to }).end();
    });
    for (const [file, reason] of [
      ['loopback', /refused: address 127\.0\.0\.1 is loopback, not public/],
      ['metadata', /refused: address 169\.254\.169\.254 is linkLocal, not public/],
    ] as const) {
      const err = await failure(client(server.apiUrl).download(`${server.apiUrl}/download/${file}`));
      expect(err.kind).toBe('request');
      expect(err.message).toMatch(reason);
    }
    // The API root (127.0.0.1, the operator's MOYSKLAD_API_URL) was asked; the other port never.
    expect(server.seen).toHaveLength(2);
    expect(elsewhere.seen).toHaveLength(0);
  });
});

describe('createMoyskladClient against the fake МойСклад', () => {
  let fake: FakeMoysklad;
  beforeAll(async () => {
    fake = await startFakeMoysklad({
      token: TOKEN,
      account: createFakeAccount({ products: 25, retailStores: 2, salePositions: 40 }),
    });
  });
  afterAll(() => fake.close());

  it('pages a collection over meta.nextHref', async () => {
    const c = client(fake.apiUrl);
    const pages: number[] = [];
    for await (const rows of c.pages<{ id: string }>('entity/product', { limit: 10 }))
      pages.push(rows.length);
    expect(pages).toEqual([10, 10, 5]);
    const asked = fake.requests.filter((r) => r.path === 'entity/product').map((r) => r.query.offset);
    expect(asked).toEqual(['0', '10', '20']);
  });

  it('stops after the last full page (no nextHref, size reached)', async () => {
    const c = client(fake.apiUrl);
    const before = fake.requests.length;
    const pages: number[] = [];
    for await (const rows of c.pages<{ id: string }>('entity/product', { limit: 5 })) pages.push(rows.length);
    expect(pages).toEqual([5, 5, 5, 5, 5]);
    expect(fake.requests.length - before).toBe(5);
  });

  it('pages by offset when the answers have no nextHref', async () => {
    const server = await tiny((req, res) => {
      const offset = Number(new URL(req.url!, 'http://x').searchParams.get('offset'));
      const rows = Array.from({ length: Math.max(0, Math.min(3, 7 - offset)) }, (_, i) => ({
        n: offset + i,
      }));
      json(res, 200, { meta: { offset, limit: 3 }, rows });
    });
    const seen: number[] = [];
    for await (const rows of client(server.apiUrl).pages<{ n: number }>('entity/x', { limit: 3 }))
      seen.push(...rows.map((r) => r.n));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(server.seen).toHaveLength(3);
  });

  it('keeps inside the server’s limits: no 429 for 40 requests at once', async () => {
    const account = createFakeAccount({ products: 3, retailStores: 1, salePositions: 3 });
    const limited = await startFakeMoysklad({
      account,
      token: TOKEN,
      latencyMs: 15,
      rateLimit: { intervalCap: 15, intervalMs: 400 },
    });
    try {
      const c = client(limited.apiUrl, {
        limiter: createLimiter({ concurrency: 5, intervalCap: 15, intervalMs: 450 }),
      });
      await Promise.all(Array.from({ length: 40 }, () => c.get('entity/store')));
      expect(limited.requests.filter((r) => r.status !== 200)).toEqual([]);
      expect(limited.requests).toHaveLength(40);
    } finally {
      await limited.close();
    }
  });

  it('downloads a product picture as JPEG bytes', async () => {
    const c = client(fake.apiUrl);
    const product = fake.account.products.all().find((p) => p.imageIds.length)!;
    const images = await c.get<{ rows: { meta: { downloadHref: string } }[] }>(
      `entity/product/${product.id}/images`,
    );
    const bytes = await c.download(images.rows[0]!.meta.downloadHref);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
