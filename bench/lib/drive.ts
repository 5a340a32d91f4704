import { Client, type Dispatcher } from 'undici';

/** Latencies (ms) of the requests one closed-loop run made, and how many failed. */
export type DriveResult = {
  latencies: number[];
  failures: number;
  statuses: Map<number, number>;
  seconds: number;
};

/**
 * One request of a drive. With `answer`, the response body is collected and handed to it (status,
 * body) before the worker asks for its next request; without, the body is discarded unread.
 */
export type DriveRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  answer?: (status: number, body: Buffer) => void | Promise<void>;
};

/**
 * A closed loop of `connections` workers, each sending its next request as soon as the previous
 * one answered, until `seconds` passed or `next` has no more work (returns null). Used where every
 * request needs its own user (order send empties the basket it sends), or the next request depends
 * on the last answer, which autocannon's one fixed request per connection can't do. Each worker
 * keeps its own keep-alive connection (an undici `Client` per origin); a 2xx status counts as
 * success; latency is from send to the last byte.
 *
 * The requests go through undici's `dispatch` rather than node:http: this client runs on the same
 * cores as the app and the database it measures, so its own CPU per request is part of the result
 * (with node:http it was the largest consumer of the machine during a phase). The body arrives as
 * the raw socket chunks, kept only when there is an `answer`, without a response stream per request.
 */
export async function drive(options: {
  connections: number;
  seconds: number;
  /**
   * When measuring starts (a `performance.now()` time, default now): requests sent before it are
   * a warm-up in the same loop, on the same connections, and are not counted; `seconds` are
   * measured from it.
   */
  from?: number;
  next: (worker: number) => DriveRequest | null | Promise<DriveRequest | null>;
}): Promise<DriveResult> {
  const clients: Client[] = [];
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const started = Math.max(performance.now(), options.from ?? 0);
  const deadline = started + options.seconds * 1000;
  const worker = async (id: number) => {
    const own = new Map<string, Client>();
    const clientFor = (origin: string) => {
      let client = own.get(origin);
      if (!client) {
        // No headers/body timeouts, as with node:http (and no timer work per request).
        client = new Client(origin, { headersTimeout: 0, bodyTimeout: 0 });
        own.set(origin, client);
        clients.push(client);
      }
      return client;
    };
    while (performance.now() < deadline) {
      const req = await options.next(id);
      if (!req) return;
      const t0 = performance.now();
      const { status, body } = await send(clientFor, req);
      const ms = performance.now() - t0;
      await req.answer?.(status, body);
      if (t0 < started) continue;
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status < 200 || status > 299) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  await Promise.all(clients.map((client) => client.destroy()));
  return { latencies, failures, statuses, seconds: (performance.now() - started) / 1000 };
}

const EMPTY = Buffer.alloc(0);
const FAILED = { status: 0, body: EMPTY };

/**
 * Sends `req` on its worker's connection to the request's origin; resolves with the status and,
 * when there is an `answer`, the whole body (status 0 and no body when it failed). A `host` header
 * is sent as given (undici writes it in place of the origin's).
 */
function send(
  clientFor: (origin: string) => Client,
  req: DriveRequest,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve) => {
    let status = 0;
    const chunks: Buffer[] | null = req.answer ? [] : null;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart() {},
      onResponseStart(_controller, statusCode) {
        status = statusCode;
      },
      onResponseData(_controller, chunk) {
        chunks?.push(chunk);
      },
      onResponseEnd() {
        const body = !chunks ? EMPTY : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        resolve({ status, body });
      },
      onResponseError() {
        resolve(FAILED);
      },
    };
    try {
      const url = new URL(req.url);
      const method = req.method as Dispatcher.HttpMethod;
      const opts = { path: url.pathname + url.search, method, headers: req.headers, body: req.body ?? null };
      clientFor(url.origin).dispatch(opts, handler);
    } catch {
      resolve(FAILED);
    }
  });
}

/** The q-quantile (0-1) of `values` in ms, nearest rank, rounded to 0.1 ms; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}
