import { OutboundAddressError } from '../../../lib/outbound';
import { MoyskladError } from './moysklad.errors';
import { type RequestContext, sendOnce } from './moysklad.request';

/** The largest file we take (МойСклад's own limit for an image or a file is 10 MB). */
export const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;

/** The body of `response`, refusing more than `max` bytes. */
async function readCapped(response: Response, max: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new MoyskladError('request', `МойСклад ${what}: file over ${max} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) throw new MoyskladError('request', `МойСклад ${what}: file over ${max} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * One try of a download (JSON API 1.2, «Ссылки на файлы»): `libraryUrl` (an image's
 * `meta.downloadHref`) is asked with the token and answers 302; its Location, a temporary link
 * that needs no authorization, is fetched WITHOUT the token (never the library), through the
 * outbound guard: a Location is data, so a non-public address is refused unless it is on the
 * API root's own origin (docs/security.md#outbound).
 */
export async function downloadOnce(ctx: RequestContext, libraryUrl: string, what: string): Promise<Buffer> {
  const answer = await sendOnce(ctx, { method: 'GET', url: libraryUrl, what, weight: 1, rawRedirect: true });
  // undici's Response (the guarded fetch's), not the global class: judged by its shape.
  const raw = answer as Partial<Response> | null;
  const redirect = typeof raw?.status === 'number' && raw.status >= 300 && raw.status < 400 ? raw : null;
  const location = redirect?.headers?.get('location');
  if (!location) throw new MoyskladError('server', `МойСклад ${what}: no redirect to the file`);
  const fileUrl = new URL(location, ctx.transport.realUrl(libraryUrl)).href;
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  let response: Response;
  try {
    response = await ctx.transport.fetch(fileUrl, {
      signal: AbortSignal.any(ctx.signal ? [timeout, ctx.signal] : [timeout]),
    });
  } catch (err) {
    ctx.signal?.throwIfAborted();
    // A refused address is no passing failure: not retried.
    if (err instanceof OutboundAddressError)
      throw new MoyskladError('request', `МойСклад ${what}: the file: refused: ${err.message}`);
    const reason = timeout.aborted ? `no answer in ${ctx.timeoutMs} ms` : (err as Error).message;
    throw new MoyskladError('network', `МойСклад ${what}: the file: ${reason}`);
  }
  if (!response.ok) {
    const kind = response.status >= 500 ? 'server' : 'request';
    throw new MoyskladError(kind, `МойСклад ${what}: the file answered ${response.status}`, {
      status: response.status,
    });
  }
  return readCapped(response, MAX_DOWNLOAD_BYTES, what);
}
