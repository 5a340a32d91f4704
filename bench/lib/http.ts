import http from 'node:http';

export type HttpResult = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

/**
 * One HTTP request with the headers exactly as given. Node's fetch drops a `Host` header, and the
 * host picks the version (docs/rules.md#decisions-4), so the bench talks plain node:http like autocannon does.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** GET `url` and parse JSON, failing on a non-2xx status. */
export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await request(url, { headers });
  if (res.status < 200 || res.status > 299)
    throw new Error(`GET ${url}: ${res.status} ${res.body.toString()}`);
  return JSON.parse(res.body.toString()) as T;
}
