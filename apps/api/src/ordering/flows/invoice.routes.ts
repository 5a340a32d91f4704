import { ErrorBody, Invoice, InvoiceParam, InvoiceRequest } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { supplierOf } from '../invoices';
import { invoiceFile, requestInvoice } from './invoice.flow';

/** RFC 5987 value: UTF-8 percent-encoded, including the characters encodeURIComponent leaves. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with the ASCII name and the Russian UTF-8 name (RFC 6266). */
export const contentDisposition = (name: { ascii: string; utf8: string }) =>
  `attachment; filename="${name.ascii}"; filename*=UTF-8''${rfc5987(name.utf8)}`;

/**
 * Invoices module (docs/rules.md#invoice, docs/rules.md#checkout, docs/rules.md#spec-7, docs/rules.md#spec-8; docs/rules.md#invoice-pdf). Both calls
 * need a login (401); only the order's owner and staff (manager, admin) reach an invoice, others
 * get 404.
 * Signed-in only: registered behind app.requireAuth (the ordering wing's `signedInRoutes`, ordering/wing.ts).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /order/invoice body `{ order_uuid }` → 201 `{ id, created, number, file_name }` when the
   * invoice was made now, 200 with the same invoice afterwards. 404 not the caller's order;
   * 422 an English-version or inner (store) order — docs/rules.md#invoice-rule: no invoice.
   */
  app.post(
    '/order/invoice',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Create (once) the invoice of an order',
        body: InvoiceRequest,
        response: { 200: Invoice, 201: Invoice, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { invoice, created } = await requestInvoice(request.ctx, {
        db: app.db,
        orderUuid: request.body.order_uuid,
      });
      return reply.status(created ? 201 : 200).send(invoice);
    },
  );

  /**
   * GET /order/invoice/{id} → 200 application/pdf, `Content-Disposition: attachment;
   * filename="invoice-<number>-<day>.pdf"; filename*=UTF-8''Счёт на оплату № <number> от <day>.pdf`.
   * 404 unknown or not the caller's; 400 malformed id.
   */
  app.get(
    '/order/invoice/:id',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF',
        params: InvoiceParam,
        response: {
          200: z.any().check(z.describe('The invoice PDF (application/pdf)')),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await invoiceFile(request.ctx, {
        db: app.db,
        id: request.params.id,
        supplier: supplierOf(app.config),
        vatRate: app.config.VAT_RATE,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  );
};
