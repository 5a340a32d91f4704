import http from 'node:http';

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
 * on the last answer, which autocannon's one fixed request per connection can't do. Keep-alive
 * sockets, one per worker; a 2xx status counts as success; latency is from send to the last byte.
 */
export async function drive(options: {
  connections: number;
  seconds: number;
  next: (worker: number) => DriveRequest | null | Promise<DriveRequest | null>;
}): Promise<DriveResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async (id: number) => {
    while (performance.now() < deadline) {
      const req = await options.next(id);
      if (!req) return;
      const t0 = performance.now();
      const { status, body } = await send(agent, req).catch(() => ({ status: 0, body: Buffer.alloc(0) }));
      latencies.push(performance.now() - t0);
      await req.answer?.(status, body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status < 200 || status > 299) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  agent.destroy();
  return { latencies, failures, statuses, seconds: (performance.now() - started) / 1000 };
}

function send(agent: http.Agent, req: DriveRequest): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const r = http.request(req.url, { method: req.method, headers: req.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      if (req.answer) res.on('data', (chunk: Buffer) => chunks.push(chunk));
      else res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

/** The q-quantile (0-1) of `values` in ms, nearest rank, rounded to 0.1 ms; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}
