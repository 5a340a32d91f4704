import {
  type Currency,
  fromMinor,
  type Invoice,
  isManager,
  orderGetsInvoice,
  type TextLanguage,
  toMinor,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { toOrderSummary } from '../orders/orders.mappers';
import { findOrderLines } from '../orders/orders.repository';
import { findVisibleOrder } from '../orders/orders.service';
import { type InvoiceDocument, type InvoiceSupplier, invoiceFileName, renderInvoicePdf } from './invoice.pdf';
import { invoicesMessage } from './invoices.messages';
import { ensureInvoice, findInvoiceSource, type InvoiceRow } from './invoices.repository';

/**
 * Invoices (счёт на оплату; spec §3 Invoice, §4 Checkout, §9; decisions §3 order/invoice). One
 * invoice per order, only for Russian-version, non-inner orders; the PDF is rendered on each
 * download from the order's frozen lines, so it never disagrees with the order.
 */

type Caller = { auth: AuthContext; lang: TextLanguage };

const toInvoice = (row: InvoiceRow): Invoice => {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    created: created.toISOString(),
    number: row.number,
    file_name: invoiceFileName(row.number, created).utf8,
  };
};

/**
 * POST /order/invoice: the invoice of order `orderUuid`, created on the first call (`created`
 * true) and answered as it is afterwards. Throws NOT_FOUND (404) when the order is not the caller's
 * (staff: any); UNPROCESSABLE (422) for an English-version order or an inner (store) order.
 */
export async function requestInvoice(options: {
  db: Executor;
  caller: Caller;
  orderUuid: string;
}): Promise<{ invoice: Invoice; created: boolean }> {
  const { db, caller, orderUuid } = options;
  const row = await findVisibleOrder({ db, auth: caller.auth, uuid: orderUuid, lang: caller.lang });
  const order = toOrderSummary(row);
  if (!orderGetsInvoice(order)) {
    const key = order.version === 'en' ? 'notForEnglish' : 'notForInner';
    throw new AppError('UNPROCESSABLE', { message: invoicesMessage(caller.lang, key) });
  }
  const { invoice, created } = await ensureInvoice(db, row.id);
  return { invoice: toInvoice(invoice), created };
}

/** A rendered invoice: the PDF and its file names (ASCII fallback, Russian UTF-8). */
export type InvoiceFile = { pdf: Buffer; fileName: { ascii: string; utf8: string } };

/**
 * GET /order/invoice/{id}: the invoice PDF — supplier from configuration, buyer from the
 * customer's profile (company, INN, legal address, phone; the user's full name without a company),
 * lines at the frozen discounted price, total = Σ price_with_discount × quantity with the VAT
 * included at `vatRate` percent. Throws NOT_FOUND (404) unless the caller owns the order or is staff.
 */
export async function invoiceFile(options: {
  db: Executor;
  caller: Caller;
  id: number;
  supplier: InvoiceSupplier;
  vatRate: number;
}): Promise<InvoiceFile> {
  const { db, caller, id } = options;
  const source = await findInvoiceSource(db, id);
  if (!source || (source.order_user_id !== caller.auth.userId && !isManager(caller.auth)))
    throw new AppError('NOT_FOUND', { message: invoicesMessage(caller.lang, 'invoiceNotFound') });
  const lines = (await findOrderLines(db, source.order_id)).map((l) => ({
    code: l.code,
    name: l.name,
    quantity: l.quantity,
    price: fromMinor(toMinor(l.price_with_discount)),
    sum: fromMinor(toMinor(l.price_with_discount) * l.quantity),
  }));
  const date = new Date(source.created_at);
  const document: InvoiceDocument = {
    number: source.number,
    date,
    currency: source.currency as Currency,
    supplier: options.supplier,
    buyer: {
      name: source.company ?? source.fullname,
      inn: source.inn,
      address: source.legal_address,
      phone: source.phone,
    },
    orderName: source.order_name,
    lines,
    total: fromMinor(lines.reduce((total, l) => total + toMinor(l.sum), 0)),
    vatRate: options.vatRate,
  };
  return { pdf: await renderInvoicePdf(document), fileName: invoiceFileName(source.number, date) };
}
