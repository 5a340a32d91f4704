import { randomBytes } from 'node:crypto';

/** What a test call may send: a token, a JSON body (a string is sent as it is), headers, the version. */
export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  version?: 'ru' | 'en';
};
/** An answer: status, headers, the raw bytes, and the body parsed when JSON (else the bytes). */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
export type CallResult = { status: number; body: any; headers: Headers; bytes: Buffer };

/**
 * The one HTTP client of the tests, for the app in this process (test-app.ts) and for servers in
 * other processes (server-process.ts): `call('POST', '/api/v0/order/send', { token, body, headers })`.
 * `urls.en` serves `version: 'en'` (the English host). A connection refused or reset (a killed
 * server) rejects, as `fetch` does.
 */
export function httpClient(urls: string | { ru: string; en: string }) {
  const { ru, en } = typeof urls === 'string' ? { ru: urls, en: urls } : urls;
  return async function call(
    method: string,
    urlPath: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(`${options.version === 'en' ? en : ru}${urlPath}`, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const isJson = res.headers.get('content-type')?.includes('application/json');
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString()) : bytes,
    };
  };
}

/** Signs in through `baseUrl` from its own address (X-Forwarded-For) and answers the token. */
export async function signIn(baseUrl: string, login: string, password: string): Promise<string> {
  const b = randomBytes(2);
  const res = await httpClient(baseUrl)('POST', '/api/v0/auth/login', {
    body: { login, password },
    headers: { 'x-forwarded-for': `198.19.${b[0]}.${b[1]}` },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${login} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}
