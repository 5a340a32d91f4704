import multipart from '@fastify/multipart';
import {
  BasketUuidHeaders,
  ErrorBody,
  QUICK_ORDER_MAX_LINES,
  QuickOrderAddBody,
  QuickOrderAddResponse,
  QuickOrderCheckBody,
  QuickOrderCheckResponse,
  QuickOrderFileResponse,
} from '@kits/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { basketUuidOf } from '../../lib/headers';
import { ownBuffer, ParsePoolError, parseRefusal, runParse, workerFile } from '../../lib/parse-pool';
import { uploadBodyLimit } from '../../plugins/request-limits';
import { basketMessage } from './basket.messages';
import { QUICK_ORDER_XLSX_LIMITS, type QuickOrderFileRead } from './quick-order.file';
import { addQuickOrder, checkQuickOrder, quickOrderMessage } from './quick-order.service';

/** Largest buyer's file the quick order reads (500 lines of code;quantity fit in a few KB). */
export const QUICK_ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const QUICK_ORDER_WORKER = workerFile(import.meta.url, 'quick-order.worker');

/**
 * Quick order (docs/rules.md#quick-order): a buyer pastes or uploads lines of "code quantity", sees
 * them matched, and puts the good ones into their basket at once. Every route needs ordering
 * rights (warehouse level, docs/rules.md#roles: 401 anonymous, 403 otherwise) and works on the
 * caller's own basket of the current store only.
 *
 * Files are parsed here, not in the browser: exceljs and csv-parse already live on the server
 * (the browser would download about 1 MB of exceljs for one page), and the limits (2 MB, 500
 * lines) and the header/delimiter rules then have one home.
 */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, files: 1, fields: 2 } });
  const requireOrdering = app.requireRole(
    (ctx) => ctx.mayOrder,
    (lang) => basketMessage(lang, 'orderingNotAllowed'),
  );

  /**
   * POST /basket/quick-order/check `{ lines: [{ line, code, quantity }] }` (1…500) → 200
   * `{ value: { lines: QuickOrderCheckedLine[] } }`: each product once (duplicates summed), with
   * its product, price, stock, basket count, available units and problem. Changes nothing.
   */
  app.post(
    '/basket/quick-order/check',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['basket'],
        summary: 'Quick order: match typed lines of code and quantity with the catalogue',
        body: QuickOrderCheckBody,
        response: { 200: QuickOrderCheckResponse, ...refusals },
      },
    },
    async (request) => ({
      value: { lines: await checkQuickOrder(request.ctx, { db: app.db, lines: request.body.lines }) },
    }),
  );

  /**
   * POST /basket/quick-order/file, multipart with one file part (CSV in UTF-8 or Windows-1251 with
   * ";", ",", tab or "|", or XLSX; ≤ 2 MB) → 200 `{ value: { lines: [{ line, code, quantity }] } }`,
   * the rows as typed lines for the check. 422 `errors.file`: no file, too large, unreadable, no
   * lines, more than 500 lines.
   */
  app.post(
    '/basket/quick-order/file',
    {
      bodyLimit: uploadBodyLimit(QUICK_ORDER_FILE_MAX_BYTES),
      preHandler: requireOrdering,
      schema: {
        tags: ['basket'],
        summary: 'Quick order: read a CSV or XLSX of code and quantity into lines',
        consumes: ['multipart/form-data'],
        response: { 200: QuickOrderFileResponse, ...refusals },
      },
    },
    async (request) => {
      const lines = await readFileLines(request);
      return { value: { lines } };
    },
  );

  /**
   * POST /basket/quick-order `{ lines: [{ code, count }] }` (1…500, count 1…99 999) with
   * X-Basket-Uuid → 200 `{ value: { added, lines, units } }`. All or nothing in one transaction:
   * 422 with `errors["lines.<i>"]` when any line is unknown or over stock, and nothing is added.
   */
  app.post(
    '/basket/quick-order',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['basket'],
        summary: 'Quick order: put the chosen lines into the basket, all or nothing',
        headers: BasketUuidHeaders,
        body: QuickOrderAddBody,
        response: { 200: QuickOrderAddResponse, ...refusals },
      },
    },
    async (request) => ({
      value: await addQuickOrder(request.ctx, {
        db: app.db,
        lines: request.body.lines,
        basketUuid: basketUuidOf(request),
      }),
    }),
  );
};

/** The typed lines of the request's file part; 422 `errors.file` as the route says. */
async function readFileLines(request: FastifyRequest) {
  const { lang } = request.ctx;
  const invalid = (key: Parameters<typeof quickOrderMessage>[1], params: Record<string, number> = {}) => {
    const message = quickOrderMessage(lang, key, params);
    return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
  };
  if (!request.isMultipart()) throw invalid('fileRequired');
  const part = await request.file();
  if (!part) throw invalid('fileRequired');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid('fileTooLarge', { mb: QUICK_ORDER_FILE_MAX_BYTES / 1024 / 1024 });
    }
    throw error;
  }
  if (bytes.length === 0) throw invalid('fileEmpty');
  // Read on a parse thread, never on the event loop (docs/security.md#uploads).
  const read = await runParse<QuickOrderFileRead>({
    file: QUICK_ORDER_WORKER,
    task: bytes,
    transfer: ownBuffer(bytes),
  }).catch((error) => {
    if (error instanceof ParsePoolError) throw parseRefusal(lang, error);
    throw error;
  });
  if (!read.ok) {
    throw invalid(read.problem, { mb: QUICK_ORDER_XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024 });
  }
  if (read.count === null) throw invalid('tooManyLinesUncounted', { max: QUICK_ORDER_MAX_LINES });
  if (read.count > QUICK_ORDER_MAX_LINES) {
    throw invalid('tooManyLines', { lines: read.count, max: QUICK_ORDER_MAX_LINES });
  }
  return read.lines.map((line) => ({
    ...line,
    code: line.code.slice(0, 200),
    quantity: line.quantity.slice(0, 50),
  }));
}
