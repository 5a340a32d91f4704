import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeMoysklad } from './fake.server';

/** What the fake's tests call it with: raw API requests and a webhook receiver (tests only). */

// biome-ignore lint/suspicious/noExplicitAny: the answers are untyped JSON, read field by field
export type Json = any;
export type Answer = { status: number; headers: Headers; body: Json };
export type CallInit = { token?: string | null; gzip?: boolean; method?: string; body?: unknown };

/** A raw request to `fake` (gzip and the token 'fake-token' unless told otherwise), its body parsed. */
export async function callFake(fake: FakeMoysklad, path: string, init: CallInit = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.gzip !== false) headers['accept-encoding'] = 'gzip';
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? 'fake-token'}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const url = path.startsWith('http') ? path : `${fake.apiUrl}/${path}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** A control request to `fake` (`/control/<name>`; POST when a body is given), its JSON answer. */
export async function controlFake(fake: FakeMoysklad, name: string, body?: unknown): Promise<Answer> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  const response = await fetch(`${new URL(fake.apiUrl).origin}/control/${name}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A webhook receiver on 127.0.0.1: the POSTs it got (path with query, JSON body), answered `status`. */
export async function startReceiver(status = 204) {
  const received: { url: string; body: Json }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url!, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
