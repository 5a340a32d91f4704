import http from 'node:http';
import type { AppProcess } from './app-process';
import { watchRss } from './proc';

/** How often the server's RSS is sampled during a download (ms). */
const SAMPLE_MS = 50;

export type Download = {
  status: number;
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  baseRssMb: number;
  peakRssMb: number;
};

/**
 * Downloads `path` from the server as the Russian host (bearer `token`) and times it, sampling the
 * server process's RSS every SAMPLE_MS (before → peak). `rateBytesPerSecond` reads slowly (pausing the socket) and
 * `stopAfterMs` aborts, as a slow or impatient client would.
 */
export function download(options: {
  server: AppProcess;
  /** Path and query, e.g. `/api/v0/download-media`. */
  path: string;
  token: string;
  rateBytesPerSecond?: number;
  stopAfterMs?: number;
}): Promise<Download> {
  const { server } = options;
  const rss = watchRss(server.pid, SAMPLE_MS);
  const started = performance.now();
  return new Promise<Download>((resolve, reject) => {
    const result: Download = {
      status: 0,
      headersMs: 0,
      firstByteMs: 0,
      totalMs: 0,
      bytes: 0,
      baseRssMb: rss.base,
      peakRssMb: rss.base,
    };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      result.totalMs = performance.now() - started;
      result.peakRssMb = rss.stop();
      resolve(result);
    };
    const req = http.get(
      `http://127.0.0.1:${server.port}${options.path}`,
      { headers: { host: `localhost:${server.port}`, authorization: `Bearer ${options.token}` } },
      (res) => {
        result.status = res.statusCode ?? 0;
        result.headersMs = performance.now() - started;
        res.on('data', (chunk: Buffer) => {
          if (result.bytes === 0) result.firstByteMs = performance.now() - started;
          result.bytes += chunk.length;
          const rate = options.rateBytesPerSecond;
          const due = rate ? (result.bytes / rate) * 1000 - (performance.now() - started) : 0;
          if (due > 0) {
            res.pause();
            setTimeout(() => res.resume(), due);
          }
        });
        res.on('end', finish);
        res.on('error', () => undefined);
      },
    );
    const deadline = options.stopAfterMs
      ? setTimeout(() => {
          req.destroy();
          finish();
        }, options.stopAfterMs)
      : undefined;
    req.on('error', (err) => (finished ? undefined : reject(err)));
  });
}
