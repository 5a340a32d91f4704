/**
 * Why a call to МойСклад failed (JSON API 1.2, «Обработка ошибок»; docs/architecture.md#wings: a
 * channel's client honours the vendor's documented errors): `auth` the token was refused (401,
 * 403: the user must give a new token or rights), `rate` too many requests (429: the budget of 45
 * units per 3 s, or more than 5 requests in parallel), `server` МойСклад failed (5xx, or an answer
 * we cannot read), `network` no answer (refused connection, reset, timeout), `request` МойСклад
 * refused what we asked (any other 4xx: a bad filter, an unknown id, a 415 without gzip).
 */
export type MoyskladErrorKind = 'auth' | 'rate' | 'server' | 'network' | 'request';

const RETRYABLE: ReadonlySet<MoyskladErrorKind> = new Set(['rate', 'server', 'network']);

/** A failed МойСклад call; `message` is for the log and never holds the token. */
export class MoyskladError extends Error {
  /** HTTP status of the answer; null when there was none (network). */
  readonly status: number | null;
  /** МойСклад's error code (`errors[0].code`, e.g. 1056 bad credentials, 1049 rate limit); null when absent. */
  readonly code: number | null;
  /** True for rate, server and network failures: the same request may succeed later. */
  readonly retryable: boolean;
  /** For a 429: how long МойСклад asked to wait (X-Lognex-Retry-After, else X-Lognex-Reset), ms. */
  readonly retryAfterMs: number | null;

  constructor(
    readonly kind: MoyskladErrorKind,
    message: string,
    details: { status?: number | null; code?: number | null; retryAfterMs?: number | null } = {},
  ) {
    super(message);
    this.name = 'MoyskladError';
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.retryable = RETRYABLE.has(kind);
  }
}

/** A header's value as a whole number of milliseconds ≥ 0, or null when absent or not a number. */
export function headerMs(headers: Headers | undefined, name: string): number | null {
  const value = headers?.get(name);
  if (value == null || value.trim() === '') return null;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? Math.ceil(ms) : null;
}

/** What the library's errors carry (moysklad's MoyskladRequestError / MoyskladApiError), read by duck typing. */
type LibraryError = Error & {
  status?: number;
  statusText?: string;
  code?: number | string;
  errors?: { error?: string; code?: number }[];
  cause?: unknown;
};

/** `text` with every occurrence of the token masked (МойСклад might echo it in a header). */
const redact = (text: string, token: string) => (token.length >= 4 ? text.replaceAll(token, '***') : text);

/** The failure of a request that got an answer with `status`. */
function answeredError(input: ErrorInput, err: LibraryError, status: number): MoyskladError {
  const { what, response } = input;
  const first = err.errors?.[0];
  const code = typeof first?.code === 'number' ? first.code : null;
  const text = first?.error ?? err.statusText ?? '';
  const details = { status, code };
  if (status === 401 || status === 403) {
    const said = first?.error ?? response?.headers.get('x-lognex-auth-message') ?? err.statusText ?? '';
    return new MoyskladError('auth', `МойСклад refused the token (${status}): ${said}`.trim(), details);
  }
  if (status === 429) {
    const retryAfterMs =
      headerMs(response?.headers, 'x-lognex-retry-after') ||
      headerMs(response?.headers, 'x-lognex-reset') ||
      null;
    const message = `МойСклад ${what}: too many requests (429${code ? `, code ${code}` : ''})`;
    return new MoyskladError('rate', message, { ...details, retryAfterMs });
  }
  const kind = status >= 500 || status < 300 ? 'server' : 'request';
  const suffix = code ? ` (code ${code})` : '';
  return new MoyskladError(kind, `МойСклад ${what}: ${status} ${text}${suffix}`.trim(), details);
}

type ErrorInput = {
  error: unknown;
  /** The answer, when one came (its headers carry the 429 waits and the auth message). */
  response: Response | undefined;
  /** What was asked, for the message: `GET entity/product`. */
  what: string;
  token: string;
  /** True when the request's own timeout aborted it. */
  timedOut: boolean;
  timeoutMs: number;
};

/**
 * Our error for anything a request threw: the library's errors (by HTTP status), a timeout or a
 * network failure. The token is masked out of every message.
 */
export function moyskladErrorOf(input: ErrorInput): MoyskladError {
  const err = input.error as LibraryError;
  const status = typeof err?.status === 'number' ? err.status : (input.response?.status ?? null);
  let result: MoyskladError;
  if (input.timedOut) {
    result = new MoyskladError('network', `МойСклад ${input.what}: no answer in ${input.timeoutMs} ms`);
  } else if (status !== null) {
    result = answeredError(input, err, status);
  } else {
    const cause = err?.cause as { code?: string; message?: string } | undefined;
    const reason = [err?.message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
    result = new MoyskladError('network', `МойСклад ${input.what}: ${reason || 'no answer'}`);
  }
  const message = redact(result.message, input.token);
  if (message === result.message) return result;
  const { kind, status: s, code, retryAfterMs } = result;
  return new MoyskladError(kind, message, { status: s, code, retryAfterMs });
}
