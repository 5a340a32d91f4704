import { ErrorBody, type ExportFormat, ExportProductsQuery, priceListFileName } from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { DOWNLOAD_CONTENT_TYPES as CONTENT_TYPES } from '../../lib/table-download';
import { priceListDownload } from './export.download';
import { openPriceList } from './export.rows';

/**
 * Export module: the price list of the /export page (docs/rules.md#spec-2, docs/rules.md#roles warehouse-level). Both calls take
 * GET catalog/products's query without paging (category, q, hashtag, in_stock, recommendation,
 * favourites, sort) and answer every matching product, streamed while it is read. 400 malformed
 * query, 401 anonymous, 403 not warehouse-level (a user with no group sees no wholesale prices),
 * 404 unknown category — all before the first byte.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouseOnly = app.requireRole((ctx) => ctx.isWarehouseLevel);
  const schema = (format: ExportFormat) => ({
    tags: ['export'],
    summary: `Price list of the catalogue as ${format.toUpperCase()} (the table's filters and sort, all pages)`,
    querystring: ExportProductsQuery,
    produces: [CONTENT_TYPES[format]],
    response: {
      200: z.any().check(z.describe(`price-list-YYYY-MM-DD.${format}`)),
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
    },
  });

  async function send(format: ExportFormat, request: FastifyRequest, reply: FastifyReply) {
    const list = await openPriceList(request.ctx, {
      db: app.db,
      query: request.query as ExportProductsQuery,
      origin: `${request.protocol}://${request.host}`,
    });
    reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${priceListFileName(format)}"`)
      .header('cache-control', 'no-store');
    // HEAD (exposed by Fastify for every GET) must not read the whole catalogue to drop it.
    if (request.method === 'HEAD') {
      await list.pages.return(undefined);
      return reply.send();
    }
    const options = { list, lang: request.lang, log: request.log };
    return reply.send(priceListDownload(format, options));
  }

  /** GET /export/products.csv → 200 text/csv (UTF-8 with BOM, `;`), `price-list-YYYY-MM-DD.csv`. */
  app.get('/export/products.csv', { preHandler: warehouseOnly, schema: schema('csv') }, (request, reply) =>
    send('csv', request, reply),
  );

  /** GET /export/products.xlsx → 200 XLSX workbook, `price-list-YYYY-MM-DD.xlsx`. */
  app.get('/export/products.xlsx', { preHandler: warehouseOnly, schema: schema('xlsx') }, (request, reply) =>
    send('xlsx', request, reply),
  );
};
