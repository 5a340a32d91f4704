import type { ErrorBody } from '@kits/contract';
import type { z } from 'zod/mini';
import { appConfig } from './app-config';
import { authStorage } from './auth-storage';

/** A failed API call: HTTP status and the docs/rules.md#error-body body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message || `HTTP ${status}`);
  }
}

/** The field errors of a failed call (field path → messages): `body.errors` of a 422 `ApiError` (docs/rules.md#decisions-2), else none. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? (error.body.errors ?? {}) : {};
}

let currentLocale: string = appConfig.locale;
let basketUuid: string | null = null;
/** Sets the X-Localization header of every call (docs/rules.md#spec-7). */
export const setApiLocale = (locale: string) => {
  currentLocale = locale;
};
/** Sets X-Basket-Uuid after the basket loads (docs/rules.md#basket-logic). */
export const setBasketUuidHeader = (uuid: string | null) => {
  basketUuid = uuid;
};

export type RequestOptions<S extends z.ZodMiniType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** When given, the JSON answer is parsed with it (one source for the wire shape). */
  schema?: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function headers(extra?: Record<string, string>, json = true): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json', 'X-Localization': currentLocale, ...extra };
  if (json) h['Content-Type'] = 'application/json';
  const token = authStorage.getToken();
  if (token) h.Authorization = `Bearer ${token}`;
  if (appConfig.clientToken) h['X-Client-Token'] = appConfig.clientToken;
  if (basketUuid) h['X-Basket-Uuid'] = basketUuid;
  return h;
}

function url(path: string, query?: RequestOptions['query']): string {
  const u = new URL(`/api/v0/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') u.searchParams.set(k, String(v));
  return u.pathname + u.search;
}

async function fail(res: Response): Promise<never> {
  let body: ErrorBody = { message: res.statusText };
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    /* not JSON: keep the status text */
  }
  throw new ApiError(res.status, body);
}

/**
 * The one HTTP client of the page: JSON in and out, the docs/rules.md#default-headers, errors as ApiError.
 * Returns `{ status, data }` so callers can react to 201 (basket reload).
 */
export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<{ status: number; data: S extends z.ZodMiniType ? z.infer<S> : unknown }> {
  const res = await fetch(url(path, options.query), {
    method: options.method ?? 'GET',
    headers: headers(options.headers, options.body !== undefined),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    // Same-origin cookies go along: the login's device cookie (docs/rules.md#login-limits) lets the
    // owner's browser sign in during a guessing attack from elsewhere. No other call reads a cookie.
    credentials: 'same-origin',
  });
  if (!res.ok) await fail(res);
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : null;
  const data = options.schema ? options.schema.parse(json) : json;
  return { status: res.status, data: data as never };
}

/** Shorthand when only the data matters. */
export async function api<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
) {
  return (await apiRequest(path, options)).data;
}

export type UploadOptions<S extends z.ZodMiniType | undefined = undefined> = {
  /** Query string of the call (options of the upload). */
  query?: RequestOptions['query'];
  /** Extra form fields sent before the file. */
  fields?: Record<string, string>;
  /** Name of the file part; `file` by default. */
  fieldName?: string;
  schema?: S;
  /** Bytes sent so far and the total, as the browser reports them (XHR upload progress). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs one file as `multipart/form-data` with the docs/rules.md#default-headers headers and answers like `apiRequest`.
 * XMLHttpRequest, not fetch: only XHR reports upload progress (`upload.onprogress`) in every
 * browser; fetch's request streams need HTTP/2 and half-duplex support. Errors are `ApiError`s;
 * a network failure or an abort is an ApiError with status 0.
 */
export function apiUpload<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  file: Blob & { name?: string },
  options: UploadOptions<S> = {},
): Promise<{ status: number; data: S extends z.ZodMiniType ? z.infer<S> : unknown }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  form.append(options.fieldName ?? 'file', file, file.name ?? 'file');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path, options.query));
    // No Content-Type: the browser sets the multipart boundary itself.
    for (const [key, value] of Object.entries(headers(undefined, false))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* not JSON */
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = (json as ErrorBody | null) ?? { message: xhr.statusText };
        reject(new ApiError(xhr.status, body.message ? body : { ...body, message: xhr.statusText }));
        return;
      }
      try {
        const data = options.schema ? options.schema.parse(json) : json;
        resolve({ status: xhr.status, data: data as never });
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { message: 'Network error' }));
    xhr.onabort = () => reject(new ApiError(0, { message: 'Aborted' }));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Reads a response body to a Blob, reporting the bytes received so far after each chunk. */
async function readWithProgress(res: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(chunks, { type: res.headers.get('content-type') ?? undefined });
}

/**
 * Downloads a binary answer (PDF, zip, CSV) and saves it with the server's file name or
 * `fallbackName`; resolves once it is saved, rejects when the call or the transfer fails
 * (`onProgress`: bytes received so far, while it runs).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: Omit<RequestOptions, 'schema'> & { onProgress?: (bytes: number) => void } = {},
) {
  const res = await fetch(url(path, options.query), {
    method: options.method ?? 'GET',
    headers: headers(options.headers, options.body !== undefined),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    // Same-origin cookies go along: the login's device cookie (docs/rules.md#login-limits) lets the
    // owner's browser sign in during a guessing attack from elsewhere. No other call reads a cookie.
    credentials: 'same-origin',
  });
  if (!res.ok) await fail(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  // RFC 6266: the UTF-8 `filename*` wins over the ASCII `filename`, wherever it stands in the header.
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const ascii = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const name = utf8 ? decodeURIComponent(utf8) : (ascii ?? fallbackName);
  const blob = options.onProgress ? await readWithProgress(res, options.onProgress) : await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
