import http from 'node:http';

/** Latencies (ms) of the requests one closed-loop run made, and how many failed. */
export type DriveResult = {
  latencies: number[];
  failures: number;
  statuses: Map<number, number>;
  seconds: number;
};

/**
 * A closed loop of `connections` workers, each sending its next request as soon as the previous
 * one answered, until `seconds` passed or `next` has no more work (returns null). Used where every
 * request needs its own user (order send empties the basket it sends), which autocannon's one
 * fixed request per connection can't do. Keep-alive sockets, one per worker; a 2xx status counts
 * as success.
 */
export async function drive(options: {
  connections: number;
  seconds: number;
  next: (
    worker: number,
  ) => { url: string; method: string; headers: Record<string, string>; body?: string } | null;
}): Promise<DriveResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async (id: number) => {
    while (performance.now() < deadline) {
      const req = options.next(id);
      if (!req) return;
      const t0 = performance.now();
      const status = await send(agent, req).catch(() => 0);
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status < 200 || status > 299) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  agent.destroy();
  return { latencies, failures, statuses, seconds: (performance.now() - started) / 1000 };
}

function send(
  agent: http.Agent,
  req: { url: string; method: string; headers: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.request(req.url, { method: req.method, headers: req.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
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
