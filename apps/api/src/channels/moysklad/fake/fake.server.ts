import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeAccount, type FakeAccount } from './fake.account';
import { apiError } from './fake.answer';
import type { FakeRequest } from './fake.control';
import { API_PATH, handle, type Server } from './fake.http';
import { renderFakeImages } from './fake.images';
import { createRateWindow, type RateOptions } from './fake.rate';
import type { Render } from './fake.render';
import { createRouter } from './fake.routes';
import { createDeliverer, type FakeDelivery } from './fake.webhooks';

export type { FakeRequest } from './fake.control';

/** A running fake МойСклад. */
export type FakeMoysklad = {
  /** e.g. http://127.0.0.1:PORT/api/remap/1.2 */
  readonly apiUrl: string;
  readonly account: FakeAccount;
  /** Requests answered so far, for assertions: { method, path, query, status, weight }[] */
  readonly requests: FakeRequest[];
  /** Webhook POSTs made so far. */
  readonly deliveries: FakeDelivery[];
  close(): Promise<void>;
};

export type FakeMoyskladOptions = {
  port?: number;
  host?: string;
  /** The accepted Bearer token (default 'fake-token'). */
  token?: string;
  /** Default: createFakeAccount() (60 products, 3 retail stores). */
  account?: FakeAccount;
  /** МойСклад's limits (45 units per 3 000 ms, 5 in flight); false: none. */
  rateLimit?: RateOptions | false;
  /** Every API answer waits this long first, ms (default 0): makes the parallel limit reachable. */
  latencyMs?: number;
  /** Deliver webhooks right after each change (default true). */
  autoDeliver?: boolean;
};

/** A request the fake could not answer (a bug of the fake): 500 with the reason, as plain text. */
function failed(res: ServerResponse, err: Error): void {
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  res.end(`fake МойСклад failed: ${err.message}`);
}

/**
 * A fake МойСклад on node:http answering the documented shapes from an in-memory account
 * (fake.account.ts): in-process for API tests, standalone for the browser suite and demos
 * (fake.cli.ts). See fake.routes.ts for the API, fake.control.ts for the control endpoints.
 */
export async function startFakeMoysklad(options: FakeMoyskladOptions = {}): Promise<FakeMoysklad> {
  const account = options.account ?? createFakeAccount();
  await renderFakeImages(account);
  const host = options.host ?? '127.0.0.1';
  const render: Render = { account, base: '', origin: '' };
  const s: Server = {
    render,
    route: () => apiError(503, null, 'starting'),
    token: options.token ?? 'fake-token',
    rate: options.rateLimit === false ? null : createRateWindow(options.rateLimit),
    latencyMs: options.latencyMs ?? 0,
    requests: [],
    deliveries: [],
  };
  const { requests, deliveries } = s;
  const server = createServer((req, res) => {
    handle(s, req, res).catch((err: Error) => failed(res, err));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  render.origin = `http://${publicHost}:${port}`;
  render.base = `${render.origin}${API_PATH}`;
  s.route = createRouter(render);
  const deliverer = createDeliverer(render, deliveries);
  account.autoDeliver = options.autoDeliver ?? account.autoDeliver;
  account.deliverer = deliverer.deliver;
  account.onChange = deliverer.schedule;
  return {
    apiUrl: render.base,
    account,
    requests,
    deliveries,
    async close() {
      account.deliverer = null;
      account.onChange = null;
      await deliverer.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
