import multipart from '@fastify/multipart';
import {
  ErrorBody,
  FEED_UPLOAD_MAX_BYTES,
  FeedTemplateQuery,
  PRICE_TYPE_PRICE_FIELDS,
  PriceTypeIdParam,
  PriceTypePricesQuery,
  PriceTypePricesReportResponse,
} from '@kits/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importTypePrices, type TypePriceRow } from '../../catalogue/price-types';
import { ownBuffer, ParsePoolError, parseRefusal, runParse, workerFile } from '../../lib/parse-pool';
import { DOWNLOAD_CONTENT_TYPES, tableDownload } from '../../lib/table-download';
import { uploadBodyLimit } from '../../plugins/request-limits';
import { templateHeaders } from './feeds.columns';
import { type FeedFileRead, feedFileError } from './feeds.file';
import { feedsMessage } from './feeds.messages';
import { receiveFile } from './feeds.routes';

const denied = { 401: ErrorBody, 403: ErrorBody };
const FEEDS_WORKER = workerFile(import.meta.url, 'feeds.worker');

/**
 * A price type's prices by file (docs/rules.md#buyer-price, page /services/price-types): staff
 * (managers and admins; 401 anonymous, 403 anyone else) upload a CSV or XLSX with the columns code,
 * currency (optional) and price — read by the outlet feeds' file reader, on a parse thread — and
 * check or apply it through the price types' one writer (`importTypePrices`); they download its
 * template too.
 */
export const priceTypePricesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FEED_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const staffOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * POST /services/price-types/{id}/prices?preview=1, multipart with the file → 200 `{ data:
   * PriceTypePricesReport }`: with `preview` what applying would do, else applied in one
   * transaction (audited). 404 unknown type; 422 `errors.file` (no file, over 10 MB, unreadable, a
   * column missing), and when applying refused rows `errors['line.<n>.<field>']`, nothing written.
   */
  app.post(
    '/services/price-types/:id/prices',
    {
      bodyLimit: uploadBodyLimit(FEED_UPLOAD_MAX_BYTES),
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: "Upload a price type's prices (CSV or XLSX): preview or apply",
        consumes: ['multipart/form-data'],
        params: PriceTypeIdParam,
        querystring: PriceTypePricesQuery,
        response: { 200: PriceTypePricesReportResponse, ...denied, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { bytes, fileName } = await receiveFile(request);
      const read = await runParse<FeedFileRead>({
        file: FEEDS_WORKER,
        task: { bytes, kind: 'price-type-prices', lang: ctx.lang },
        transfer: ownBuffer(bytes),
      }).catch((error) => {
        if (error instanceof ParsePoolError) throw parseRefusal(ctx.lang, error);
        throw error;
      });
      if (!read.ok) throw feedFileError(ctx.lang, read);
      const report = await importTypePrices(ctx, {
        db: app.db,
        id: request.params.id,
        rows: read.rows as TypePriceRow[],
        lines: read.lines,
        preview: request.query.preview,
        fileName,
        label: (field) => feedsMessage(ctx.lang, `field.${field}`),
      });
      return { data: report };
    },
  );

  /** GET /services/price-types/prices/template?format=csv|xlsx → the empty template, headers in the request's language. */
  app.get(
    '/services/price-types/prices/template',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: "The price-type prices file's template (CSV or XLSX)",
        querystring: FeedTemplateQuery,
        produces: Object.values(DOWNLOAD_CONTENT_TYPES),
        response: { ...denied },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const titles = templateHeaders('price-type-prices', request.ctx.lang);
      const columns = PRICE_TYPE_PRICE_FIELDS.map((field, i) => ({
        key: field,
        title: titles[i] ?? field,
        width: 18,
        ...(field === 'code' ? { numFmt: '@' } : {}),
      }));
      const raw = reply as FastifyReply;
      raw
        .header('content-type', DOWNLOAD_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="price-type-prices.${format}"`)
        .header('cache-control', 'no-store');
      return raw.send(
        tableDownload(format, {
          columns,
          pages: (async function* () {})(),
          log: request.log,
          what: `price type prices template ${format.toUpperCase()}`,
          sheetName: 'prices',
        }),
      );
    },
  );
};
