import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Request limits as an attacker tries them (docs/security.md#request-limits): an upload declaring
 * 2 GB answered 413 before a byte of its body is sent; a body that trickles in is cut off; one
 * address cannot hold more than its share of unfinished bodies, while another address is served.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({}, { requestLimits: { bodySeconds: 1, perAddress: 3 } });
  port = Number(new URL(t.ruUrl).port);
});
afterAll(() => t?.close());

/** A raw connection sending `head` (request line and headers); answers what the server writes and when it closes. */
function rawRequest(head: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(head);
  return { socket, closed, answer: () => answer };
}

const waitFor = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
};

describe('request limits', () => {
  it('answers 413 to an upload declaring 2 GB before reading its body, and closes the connection', async () => {
    const boundary = 'x-boundary';
    const request = rawRequest(
      `POST /api/v0/services/import HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${2 * 1024 ** 3}\r\n\r\n`,
    );
    // No body byte is ever sent: the answer must come without it.
    expect(await waitFor(() => request.answer().includes('\r\n\r\n'), 5000)).toBe(true);
    expect(request.answer()).toMatch(/^HTTP\/1\.1 413/);
    expect(request.answer()).toContain('PAYLOAD_TOO_LARGE');
    await request.closed;
  });

  it('answers 413 to a JSON body declaring more than the body limit', async () => {
    const request = rawRequest(
      'POST /api/v0/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n',
    );
    expect(await waitFor(() => request.answer().includes('\r\n\r\n'), 5000)).toBe(true);
    expect(request.answer()).toMatch(/^HTTP\/1\.1 413/);
    request.socket.destroy();
  });

  it('cuts off a body that trickles in past its time', async () => {
    const request = rawRequest(
      'POST /api/v0/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"login":',
    );
    const started = Date.now();
    await request.closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses more unfinished bodies from one address than its share, and still serves another address', async () => {
    const slow = (ip: string) =>
      rawRequest(
        `POST /api/v0/auth/login HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${ip}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
    const held = [slow('198.18.7.7'), slow('198.18.7.7'), slow('198.18.7.7')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = slow('198.18.7.7');
    expect(await waitFor(() => fourth.answer().includes('\r\n\r\n'), 3000)).toBe(true);
    expect(fourth.answer()).toMatch(/^HTTP\/1\.1 429/);
    const other = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'nobody', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.18.8.8' },
    });
    expect(other.status).toBe(401);
    for (const request of [...held, fourth]) request.socket.destroy();
    // Their places are given back once they end.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'nobody', password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.18.7.7' },
    });
    expect(later.status).toBe(401);
  });
});
