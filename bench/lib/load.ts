import autocannon from 'autocannon';
import { request } from './http';

export type LoadResult = {
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Mean requests per second over the run. */
  rps: number;
  requests: number;
  /** One response body, fetched after the run. */
  body: Buffer;
  failures: number;
};

export type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds of measurement, after `warmup` seconds that are thrown away. */
  duration: number;
  warmup: number;
};

/** Runs autocannon against one URL: a warm-up, then the measured run. Non-2xx and errors count as failures. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const base = { url: options.url, headers: options.headers, connections: options.connections, timeout: 30 };
  if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup });
  const result = await autocannon({ ...base, duration: options.duration });
  const probe = await request(options.url, { headers: options.headers });
  if (probe.status !== 200) throw new Error(`GET ${options.url} answered ${probe.status} after the run`);
  return {
    p50: result.latency.p50 ?? Number.NaN,
    p99: result.latency.p99 ?? Number.NaN,
    rps: result.requests.average,
    requests: result.requests.total,
    body: probe.body,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
