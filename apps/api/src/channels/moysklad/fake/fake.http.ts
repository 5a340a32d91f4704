import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FakeAccount } from './fake.account';
import { apiError, type FakeAnswer, failureAnswer } from './fake.answer';
import { control, type FakeRequest } from './fake.control';
import { fakeWeight, type RateWindow } from './fake.rate';
import type { Render } from './fake.render';
import type { FakeRequestInput } from './fake.routes';
import type { FakeDelivery } from './fake.webhooks';

/**
 * How the fake answers one HTTP request: `/control/…` (fake.control.ts), `/files/{id}` (a
 * picture, no auth), and the API under /api/remap/1.2, checked in МойСклад's order: gzip
 * accepted (else 415, no body), the Bearer token (else 401 with X-Lognex-Auth headers), the
 * failures asked for, the limits (429), then the route; every API answer gzipped and carrying
 * the rate headers.
 */
export const API_PATH = '/api/remap/1.2';
const gzipAsync = promisify(gzip);

export type Server = {
  render: Render;
  route: (input: FakeRequestInput) => FakeAnswer;
  token: string;
  rate: RateWindow | null;
  latencyMs: number;
  requests: FakeRequest[];
  deliveries: FakeDelivery[];
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

async function send(
  res: ServerResponse,
  answer: FakeAnswer,
  zip: boolean,
  rateHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...rateHeaders, ...answer.headers };
  let payload: Buffer | undefined;
  if (answer.body !== undefined) {
    headers['content-type'] = 'application/json;charset=utf-8';
    payload = Buffer.from(JSON.stringify(answer.body));
    if (zip) {
      payload = await gzipAsync(payload, { level: constants.Z_BEST_SPEED });
      headers['content-encoding'] = 'gzip';
    }
  }
  res.writeHead(answer.status, headers);
  res.end(payload);
}

/** The failure `failNext` asked for, if this request is one of them. */
function takeFailure(account: FakeAccount, path: string): FakeAnswer | null {
  const failure = account.failures.find((f) => f.count > 0 && (!f.path || path.startsWith(f.path)));
  if (!failure) return null;
  if (--failure.count === 0) account.failures.splice(account.failures.indexOf(failure), 1);
  return failureAnswer(failure.status, failure.retryAfterMs);
}

const UNAUTHORIZED: FakeAnswer = {
  ...apiError(
    401,
    1056,
    'Ошибка аутентификации: Неправильный пароль или имя пользователя или ключ авторизации',
  ),
  headers: {
    'X-Lognex-Auth': '1056',
    'X-Lognex-Auth-Message': 'Authentication failed: wrong login, password or access token',
  },
};

const RATE_TEXT = {
  rate: [1049, 'Превышено ограничение на количество запросов в единицу времени'],
  parallel: [1073, 'Превышено ограничение на одновременное количество запросов'],
} as const;

/** The refusal of a request before its route (401, a failure asked for, 429), or the rate headers of its admission. */
function gate(s: Server, req: IncomingMessage, path: string, weight: number) {
  if (req.headers.authorization !== `Bearer ${s.token}`) return { refused: UNAUTHORIZED };
  const failure = takeFailure(s.render.account, path);
  if (failure) return { refused: failure };
  const admission = s.rate?.admit(weight);
  if (admission && !admission.ok) {
    const [code, text] = RATE_TEXT[admission.reason];
    return { refused: apiError(429, code, text), headers: admission.headers };
  }
  return { admitted: !!admission, headers: admission?.headers };
}

/** A request's JSON body (undefined when empty), or the 400 answer. */
async function jsonBody(req: IncomingMessage): Promise<{ body: unknown } | FakeAnswer> {
  try {
    return { body: await readBody(req) };
  } catch {
    return apiError(400, 1004, 'Ошибка при разборе JSON в теле запроса');
  }
}

/** The answer to an API request: gzip, auth, failures, limits, then the route. */
async function api(
  s: Server,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  record: (status: number, weight: number) => void,
) {
  const path = url.pathname.slice(API_PATH.length + 1);
  const weight = fakeWeight(path);
  const rateHeaders = s.rate?.headers() ?? {};
  const finish = (answer: FakeAnswer, headers?: Record<string, string>) => {
    record(answer.status, weight);
    return send(res, answer, true, headers ?? rateHeaders);
  };
  if (!/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) {
    record(415, weight);
    return void res.writeHead(415, rateHeaders).end();
  }
  const gated = gate(s, req, path, weight);
  if (gated.refused) return finish(gated.refused, gated.headers);
  try {
    if (s.latencyMs > 0) await new Promise((r) => setTimeout(r, s.latencyMs));
    const read = req.method === 'POST' || req.method === 'PUT' ? await jsonBody(req) : { body: undefined };
    const answer =
      'status' in read
        ? read
        : s.route({ method: req.method ?? 'GET', path, url, body: read.body, headers: req.headers });
    await finish(answer, gated.headers);
  } finally {
    if (gated.admitted) s.rate?.done();
  }
}

/** GET /files/{id}: a picture's bytes (the temporary link a download redirects to; no auth). */
function file(s: Server, res: ServerResponse, id: string) {
  const bytes = s.render.account.images.get(id)?.bytes;
  if (!bytes) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) }).end(bytes);
}

/** Answers one HTTP request to the fake (see the module's comment); records each API request. */
export async function handle(s: Server, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', s.render.origin);
  const method = req.method ?? 'GET';
  if (url.pathname.startsWith('/control/')) {
    const body = method === 'POST' ? await readBody(req).catch(() => ({})) : undefined;
    const ctx = { account: s.render.account, requests: s.requests, deliveries: s.deliveries };
    return send(res, await control(ctx, method, url.pathname.slice('/control/'.length), body), false);
  }
  if (url.pathname.startsWith('/files/')) return file(s, res, url.pathname.slice('/files/'.length));
  if (!url.pathname.startsWith(`${API_PATH}/`)) return void res.writeHead(404).end();
  const query = Object.fromEntries(url.searchParams);
  const path = url.pathname.slice(API_PATH.length + 1);
  await api(s, req, res, url, (status, weight) => s.requests.push({ method, path, query, status, weight }));
}
