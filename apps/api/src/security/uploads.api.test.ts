import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { FEED_MAX_ROWS, QUICK_ORDER_MAX_LINES } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW_BODY_MS } from '../plugins/request-limits';
import { createStore, createUser } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { xlsxBomb, xlsxSheet } from '../test/xlsx-files';

/**
 * Uploads and request limits, each written as the attack (docs/security.md#uploads,
 * docs/security.md#request-limits). The app runs with short deadlines: a body of a JSON route
 * within 1 s, a whole request within 3 s, at most 4 bodies at once per address.
 */
let t: TestApp;
let port: number;
let buyer: string;
let otherBuyer: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({
    BODY_TIMEOUT_SECONDS: '1',
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '3',
    BODIES_PER_ADDRESS: '4',
  });
  port = (t.app.server.address() as { port: number }).port;
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  const token = async (groups: string[]) =>
    t.app.tokens.sign((await createUser({ db: t.db, groups, stores: [outlet] })).user.id);
  buyer = await token(['warehouse']);
  otherBuyer = await token(['warehouse']);
  manager = await token(['manager']);
  // The parse threads start on the first upload (and, run from the sources, compile their
  // modules): start them before anything is timed.
  for (const [path, token] of [
    ['/api/v0/basket/quick-order/file', buyer],
    ['/api/v0/services/feeds/sales?preview=1', manager],
  ] as const) {
    const warm = await upload(path, token, Buffer.from('Код;Количество\r\nK1;1\r\n'), 'warm.csv');
    expect(warm.status).toBeLessThan(500);
  }
});
afterAll(() => t?.close());

let address = 0;
/** A client address of its own (X-Forwarded-For), so the per-address limit never mixes tests. */
const nextAddress = () => {
  address += 1;
  return `198.18.${address >> 8}.${address & 255}`;
};

/** POSTs `file` as the multipart part `file` to `path`; answers status, body and milliseconds. */
async function upload(path: string, token: string, file: Buffer, name = 'order.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const started = performance.now();
  const res = await fetch(`${t.ruUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  const body: any = await res.json();
  return { status: res.status, body, ms: performance.now() - started };
}

/** Another user's simple request (POST /auth/me) over and over until `done` settles: each one's ms. */
async function latenciesWhile(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished || times.length < 5) {
    const started = performance.now();
    const res = await t.call('POST', '/api/v0/auth/me', { token: otherBuyer });
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A raw HTTP/1.1 exchange: writes `head` (and `body`), resolves with what came back once the server closes. */
function rawExchange(head: string, body = '') {
  return new Promise<{ text: string; ms: number; socket: Socket }>((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: performance.now() - started, socket }));
  });
}

describe('XLSX zip bombs and huge sheets (docs/security.md#uploads)', () => {
  it('answers a 1.6 MB XLSX that unpacks to 444 MB with 422 within 1 s, one and four at once, while another user is answered in under 200 ms', async () => {
    const bomb = xlsxBomb(444);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    for (const count of [1, 4]) {
      const bombs = Promise.all(
        Array.from({ length: count }, () => upload('/api/v0/basket/quick-order/file', buyer, bomb)),
      );
      const [answers, times] = await Promise.all([bombs, latenciesWhile(bombs)]);
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(answer.body.errors.file[0]).toMatch(/распакованном виде больше 16 МБ/);
        expect(answer.ms).toBeLessThan(1000);
      }
      expect(median(times)).toBeLessThan(200);
    }
  });

  it('refuses a real 250,000-row sheet of 1.9 MB by its zip directory, and stops reading a smaller one at 500 lines', async () => {
    const huge = xlsxSheet({ rows: 250_000 });
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await upload('/api/v0/basket/quick-order/file', buyer, huge);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file[0]).toMatch(/распакованном виде больше/);
    // Broken XML after line 5,000 (a few of the reader's chunks on): a reader that went on would
    // call the file unreadable.
    const capped = await upload(
      '/api/v0/basket/quick-order/file',
      buyer,
      xlsxSheet({ rows: 20_000, brokenAfter: 5000 }),
    );
    expect(capped.status).toBe(422);
    expect(capped.body.errors.file).toEqual([
      `В файле больше ${QUICK_ORDER_MAX_LINES} строк, а за раз можно взять не больше ${QUICK_ORDER_MAX_LINES}`,
    ]);
  });

  it('stops reading a 250,000-row feed one row past its limit, and refuses a feed bomb unread', async () => {
    const sheet = xlsxSheet({ rows: 250_000, brokenAfter: FEED_MAX_ROWS + 5000 });
    const capped = await upload('/api/v0/services/feeds/outlet-stock?preview=1', manager, sheet);
    expect(capped.status).toBe(422);
    expect(capped.body.errors.rows).toEqual([`В загрузке больше ${FEED_MAX_ROWS} строк: разделите файл`]);
    const bombs = Promise.all(
      [1, 2].map(() => upload('/api/v0/services/feeds/sales', manager, xlsxBomb(444))),
    );
    const [answers, times] = await Promise.all([bombs, latenciesWhile(bombs)]);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors.file[0]).toMatch(/распакованном виде больше 200 МБ/);
    }
    expect(median(times)).toBeLessThan(200);
  });
});

describe('request limits (docs/security.md#request-limits)', () => {
  it('answers 413 at once to an upload declaring 2 GB, without reading its body, and closes the connection', async () => {
    for (const path of ['/api/v0/basket/quick-order/file', '/api/v0/services/import', '/api/v0/auth/login']) {
      const head =
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${buyer}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${2 * 1024 ** 3}\r\n\r\n`;
      // No byte of the body is ever sent: the answer must come without it.
      const { text, ms } = await rawExchange(head);
      expect(text, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(text.toLowerCase()).toContain('connection: close');
      expect(ms).toBeLessThan(1000);
    }
  });

  it('cuts off a slow body: 408 when a JSON body has not arrived within its deadline, and an upload within the request deadline', async () => {
    const login = await rawExchange(
      'POST /api/v0/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      '{"login":"a',
    );
    expect(login.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(login.ms).toBeGreaterThan(900);
    expect(login.ms).toBeLessThan(2900);
    const file = await rawExchange(
      `POST /api/v0/basket/quick-order/file HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${buyer}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nK1;1\r\n',
    );
    expect(file.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(file.ms).toBeLessThan(6000);
  });

  it('refuses a fifth body at once from an address that is slowly sending four, and not another address nor quick bodies', async () => {
    const slow = `198.18.250.${Math.floor(Math.random() * 250)}`;
    // Uploads, whose bodies may take the whole request deadline (3 s here): still arriving after
    // SLOW_BODY_MS, each holds one of the address's places.
    const head = (from: string) =>
      `POST /api/v0/basket/quick-order/file HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${from}\r\n` +
      `Authorization: Bearer ${buyer}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
      'Content-Length: 100000\r\n\r\n--x\r\n';
    const held = Array.from({ length: 4 }, () => rawExchange(head(slow)));
    await new Promise((resolve) => setTimeout(resolve, SLOW_BODY_MS + 500));
    const fifth = await rawExchange(head(slow));
    expect(fifth.text).toMatch(/^HTTP\/1\.1 429 /);
    expect(fifth.text.toLowerCase()).toContain('retry-after: 5');
    expect(fifth.ms).toBeLessThan(500);
    // Twenty quick bodies at once from one address are not slow ones: none is refused.
    const quick = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/v0/auth/login', {
          body: { login: 'nobody', password: 'wrong-password' },
          headers: { 'x-forwarded-for': '198.18.251.1' },
        }),
      ),
    );
    // (The sign-in throttle may slow wrong passwords; the body limit refuses none of them.)
    expect(quick.filter((r) => /загрузок одновременно/.test(r.body.message))).toEqual([]);
    const other = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'nobody', password: 'wrong-password' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(other.status).toBe(401);
    // The four held bodies end with their deadline (408).
    for (const exchange of await Promise.all(held)) expect(exchange.text).toMatch(/^HTTP\/1\.1 408 /);
  });
});
