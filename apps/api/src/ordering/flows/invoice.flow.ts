import type { Invoice } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import {
  findVisibleInvoice,
  type InvoiceFile,
  type InvoiceSupplier,
  issueInvoice,
  renderInvoice,
} from '../invoices';
import { findOrderLines, findVisibleOrder, toOrderSummary } from '../orders';

/**
 * POST /order/invoice (docs/rules.md#invoice-pdf, docs/rules.md#checkout):
 *
 *   findVisibleOrder → issueInvoice
 *
 * The invoice of order `orderUuid`, created on the first call (`created` true) and answered as it
 * is afterwards. Throws NOT_FOUND (404) when the order is not the caller's (staff: any);
 * UNPROCESSABLE (422) for an English-version order or an inner (store) order.
 */
export async function requestInvoice(
  ctx: RequestContext,
  options: { db: Executor; orderUuid: string },
): Promise<{ invoice: Invoice; created: boolean }> {
  const { db } = options;
  const row = await findVisibleOrder(ctx, { db, uuid: options.orderUuid });
  return issueInvoice(ctx, { db, orderId: row.id, order: toOrderSummary(row) });
}

/**
 * GET /order/invoice/{id} (docs/rules.md#invoice, docs/rules.md#spec-9):
 *
 *   findVisibleInvoice → findOrderLines → renderInvoice
 *
 * The invoice PDF from the order's frozen lines. Throws NOT_FOUND (404) unless the caller owns the
 * order or is staff.
 */
export async function invoiceFile(
  ctx: RequestContext,
  options: { db: Executor; id: number; supplier: InvoiceSupplier; vatRate: number },
): Promise<InvoiceFile> {
  const { db, supplier, vatRate } = options;
  const source = await findVisibleInvoice(ctx, { db, id: options.id });
  const lines = await findOrderLines(db, source.order_id);
  return renderInvoice({ source, lines, supplier, vatRate });
}
