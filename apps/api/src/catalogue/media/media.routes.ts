import multipart from '@fastify/multipart';
import send from '@fastify/send';
import {
  ErrorBody,
  MEDIA_UPLOAD_MAX_BYTES,
  MediaDeletedResponse,
  MediaDownloadQuery,
  MediaDownloadTokenResponse,
  MediaIdParam,
  MediaProductParam,
  MediaResponse,
  mediaZipFileName,
} from '@kits/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { mediaDir, mediaZipCacheDir } from '../../config';
import type { RequestContext } from '../../context/request-context';
import { AppError } from '../../lib/app-error';
import { uploadBodyLimit } from '../../plugins/request-limits';
import { issueDownloadToken, redeemDownloadToken } from './media.download-token';
import { mediaMessage } from './media.messages';
import { deleteMediaRecord, getMedia, makeMain, uploadMedia } from './media.service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A user's downloads of the zip at once, the one being served included; past it 429. */
export const ZIP_QUEUED_PER_USER = 8;
/** Retry-After of that 429, seconds. */
const ZIP_RETRY_AFTER_SECONDS = 30;
/** The user a link token was redeemed for, by request (the link carries no bearer token). */
const linkUsers = new WeakMap<FastifyRequest, number>();

/**
 * Media module (docs/rules.md#media-record, docs/rules.md#media-deletion, docs/rules.md#calls media calls and download-media;
 * docs/rules.md#decisions-1, docs/rules.md#decisions-3): reading a record (logged-in users), uploading, choosing the main picture and
 * deleting (managers), and the zip of every main picture (warehouse-level, Russian version).
 */
/** The zip of main pictures is for the Russian version only (docs/rules.md#spec-2, docs/rules.md#spec-6): NOT_FOUND (404) in the English one. */
function assertZipVersion(ctx: RequestContext) {
  if (ctx.version !== 'ru')
    throw new AppError('NOT_FOUND', { message: mediaMessage(ctx.lang, 'zipEnglish') });
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // One file part and a few fields; a larger file ends in 422 errors.file (receivePicture).
  await app.register(multipart, {
    limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const dir = mediaDir(app.config);
  const managerOnly = app.requireRole((ctx) => ctx.isManager);
  const warehouseOnly = app.requireRole((ctx) => ctx.isWarehouseLevel);

  /** GET /media/{id} → 200 `{ data: MediaRecord }`. 401 anonymous, 404 unknown id. */
  app.get(
    '/media/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['media'],
        summary: 'A media record (docs/rules.md#media-record)',
        params: MediaIdParam,
        response: { 200: MediaResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await getMedia(request.ctx, { db: app.db, id: request.params.id }) }),
  );

  /**
   * POST /media/product/{productId}, multipart with a `file` part (≤ 10 MB; JPEG, PNG, WebP, GIF,
   * AVIF, HEIF or TIFF, checked by decoding it) → 201 `{ data: MediaRecord }`: `main` when the
   * product had no main picture, else `gallery` at the end. 422 `errors.file` (no file, empty, too
   * large, not a picture), 409 `errors.file` (the product already has this picture), 404 unknown
   * product, 401, 403 not a manager.
   */
  app.post(
    '/media/product/:productId',
    {
      bodyLimit: uploadBodyLimit(MEDIA_UPLOAD_MAX_BYTES),
      preHandler: managerOnly,
      schema: {
        tags: ['media'],
        summary: 'Upload a product picture (manager)',
        consumes: ['multipart/form-data'],
        params: MediaProductParam,
        response: { 201: MediaResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const upload = await receivePicture(request);
      const record = await uploadMedia(request.ctx, {
        db: app.db,
        mediaDir: dir,
        productId: request.params.productId,
        ...upload,
      });
      return reply.status(201).send({ data: record });
    },
  );

  /** PATCH /media/{id}/main → 200 `{ data: MediaRecord }` (now main; the previous main is gallery). 401, 403, 404. */
  app.patch(
    '/media/:id/main',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['media'],
        summary: 'Make a picture its product’s main one (manager)',
        params: MediaIdParam,
        response: { 200: MediaResponse, ...errors },
      },
    },
    async (request) => ({
      data: await makeMain(request.ctx, {
        db: app.db,
        id: request.params.id,
      }),
    }),
  );

  /**
   * DELETE /media/{id} → 200 `{ message, promoted_id }` (docs/rules.md#media-toasts "Картинка {name} успешно удалена"):
   * the record and its two files are gone; a deleted main picture is replaced by the first gallery
   * one. 401, 403 not a manager, 404 unknown id.
   */
  app.delete(
    '/media/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['media'],
        summary: 'Delete a picture and its files (manager)',
        params: MediaIdParam,
        response: { 200: MediaDeletedResponse, ...errors },
      },
    },
    async (request) =>
      deleteMediaRecord(request.ctx, {
        db: app.db,
        mediaDir: dir,
        id: request.params.id,
        log: request.log,
      }),
  );

  /**
   * POST /download-media/token → 200 `{ token, expires_in, url }`: a single-use link token (60 s)
   * for GET /download-media, so the browser downloads the zip itself (streamed to disk) without an
   * Authorization header. Same access as the zip: 401, 403, 404 in the English version.
   */
  app.post(
    '/download-media/token',
    {
      preHandler: warehouseOnly,
      schema: {
        tags: ['media'],
        summary: 'A single-use link token for the zip of main pictures',
        response: { 200: MediaDownloadTokenResponse, ...errors },
      },
    },
    async (request) => {
      assertZipVersion(request.ctx);
      return issueDownloadToken(request.ctx, { tokens: app.tokens });
    },
  );

  /** Zips kept on disk per content revision, made on the first download (media.zip-kept.ts). */
  let keptZips: Promise<import('./media.zip-kept').KeptZips> | undefined;
  const kept = () => {
    // The zip writer (archiver) loads on the first download, not at start (docs/rules.md#lazy-libraries).
    keptZips ??= import('./media.zip-kept').then((m) => ({
      zips: m.createKeptZips({ db: app.db, mediaDir: dir, cacheDir: mediaZipCacheDir(app.config) }),
      turns: m.createUserTurns({ maxQueued: ZIP_QUEUED_PER_USER }),
    }));
    return keptZips;
  };

  /**
   * GET /download-media (docs/rules.md#download-media, docs/rules.md#media-export-alert) → 200
   * `application/zip`, `media-YYYY-MM-DD.zip`: every product's main picture as `<code>.jpg`, from
   * the zip kept for the current revision of the main pictures (built on the first download after a
   * change, media.zip-kept.ts), with `ETag` / `If-None-Match` (304), `Last-Modified` and `Range`
   * (206, 416) by @fastify/send. One download per user at a time: a user's parallel requests wait
   * their turn; more than ZIP_QUEUED_PER_USER at once → 429 with Retry-After. Warehouse-level users
   * of the Russian version, by bearer token or by a link token (`?token=`, POST
   * /download-media/token; spent on use): 401, 403 other users, 404 in the English version (the
   * feature is hidden there, docs/rules.md#spec-2, docs/rules.md#spec-6).
   */
  app.get(
    '/download-media',
    {
      preHandler: async (request) => {
        const { token } = request.query as { token?: string };
        if (token)
          linkUsers.set(
            request,
            await redeemDownloadToken(request.ctx, { db: app.db, tokens: app.tokens, token }),
          );
        else await warehouseOnly(request);
      },
      schema: {
        tags: ['media'],
        summary: 'Zip of every product’s main picture (Russian version)',
        produces: ['application/zip'],
        querystring: MediaDownloadQuery,
        response: {
          200: z.any().check(z.describe('The zip (application/zip)')),
          206: z.any().check(z.describe('A byte range of the zip (Range)')),
          304: z.any().check(z.describe('Not modified (If-None-Match)')),
          412: ErrorBody,
          416: ErrorBody,
          429: ErrorBody,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      assertZipVersion(request.ctx);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${mediaZipFileName()}"`)
        .header('cache-control', 'no-store');
      // HEAD (exposed by Fastify for every GET) must not build the zip to throw the bytes away.
      if (request.method === 'HEAD') return reply.send();
      const userId = linkUsers.get(request) ?? request.ctx.requireUser().id;
      const { zips, turns } = await kept();
      const release = await turns.turn(userId);
      if (!release) {
        throw new AppError('RATE_LIMITED', {
          message: mediaMessage(request.ctx.lang, 'zipBusy'),
          headers: { 'retry-after': String(ZIP_RETRY_AFTER_SECONDS) },
        });
      }
      // The client left while waiting for its turn: nothing to send, the next one goes.
      if (reply.raw.destroyed || reply.raw.socket?.destroyed !== false) {
        release();
        return reply;
      }
      reply.raw.once('close', release);
      try {
        const zip = await zips.current(request.ctx.lang, request.log);
        const sent = await send(request.raw, zip.fileName, {
          root: mediaZipCacheDir(app.config),
          etag: true,
          lastModified: true,
          acceptRanges: true,
          cacheControl: false,
          contentType: false,
        });
        if (sent.type !== 'file') throw sendRefusal(request.ctx, sent);
        reply.code(sent.statusCode).headers(sent.headers);
        if (sent.statusCode !== 200 && sent.statusCode !== 206) reply.removeHeader('content-disposition');
        return reply.send(sent.stream);
      } catch (error) {
        release();
        throw error;
      }
    },
  );
};

/**
 * The error answer of a refused download (`send`'s 412 or 416, as the error body of
 * docs/rules.md#error-codes with its headers); any other refusal of the kept file is a fault.
 */
function sendRefusal(ctx: RequestContext, sent: { statusCode: number; headers: Record<string, string> }) {
  if (sent.statusCode === 416) {
    const range = sent.headers['Content-Range'];
    return new AppError('RANGE_NOT_SATISFIABLE', {
      message: mediaMessage(ctx.lang, 'zipRange'),
      headers: range ? { 'content-range': range } : undefined,
    });
  }
  if (sent.statusCode === 412)
    return new AppError('PRECONDITION_FAILED', { message: mediaMessage(ctx.lang, 'zipChanged') });
  return new Error(`the kept zip could not be served: ${sent.statusCode}`);
}

/** Reads the request's file part into memory (≤ 10 MB), 422 `errors.file` when missing, empty or too large. */
async function receivePicture(request: FastifyRequest): Promise<{ buffer: Buffer; fileName: string }> {
  const invalid = (key: 'fileRequired' | 'fileTooLarge' | 'fileEmpty') => {
    const message = mediaMessage(request.lang, key, { mb: MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024 });
    return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
  };
  if (!request.isMultipart()) throw invalid('fileRequired');
  const part = await request.file().catch((error: { code?: string }) => {
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') throw invalid('fileRequired');
    throw error;
  });
  if (!part) throw invalid('fileRequired');
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('fileTooLarge');
    throw error;
  }
  // toBuffer misses a file cut at the limit by its last chunk; busboy's flag does not.
  if (part.file.truncated) throw invalid('fileTooLarge');
  if (buffer.length === 0) throw invalid('fileEmpty');
  return { buffer, fileName: part.filename || '' };
}
