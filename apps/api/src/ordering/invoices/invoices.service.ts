import {
  type Currency,
  fromMinor,
  type Invoice,
  type OrderSummary,
  orderGetsInvoice,
  toMinor,
} from '@kits/contract';
import type { Config } from '../../config';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceSupplier,
  invoiceFileName,
  renderInvoicePdf,
} from './invoice.pdf';
import { invoicesMessage } from './invoices.messages';
import { ensureInvoice, findInvoiceSource, type InvoiceRow, type InvoiceSource } from './invoices.repository';

/**
 * Invoices (счёт на оплату; docs/rules.md#invoice, docs/rules.md#checkout, docs/rules.md#spec-9; docs/rules.md#invoice-pdf). One
 * invoice per order, only for Russian-version, non-inner orders; the PDF is rendered on each
 * download from the order's frozen lines, so it never disagrees with the order. The order side
 * comes from the orders module through ordering/flows/invoice.flow.ts.
 */

/** Supplier requisites of the invoices, from SUPPLIER_* configuration. */
export const supplierOf = (config: Config): InvoiceSupplier => ({
  name: config.SUPPLIER_NAME,
  inn: config.SUPPLIER_INN,
  kpp: config.SUPPLIER_KPP,
  address: config.SUPPLIER_ADDRESS,
  bank: config.SUPPLIER_BANK,
  bik: config.SUPPLIER_BIK,
  account: config.SUPPLIER_ACCOUNT,
  corrAccount: config.SUPPLIER_CORR_ACCOUNT,
});

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
 * The invoice of order `order` (id and summary), created on the first call (`created` true) and
 * answered as it is afterwards. Throws UNPROCESSABLE (422) for an English-version order or an
 * inner (store) order.
 */
export async function issueInvoice(
  ctx: RequestContext,
  options: { db: Executor; orderId: number; order: OrderSummary },
): Promise<{ invoice: Invoice; created: boolean }> {
  const { db, orderId, order } = options;
  if (!orderGetsInvoice(order)) {
    const key = order.version === 'en' ? 'notForEnglish' : 'notForInner';
    throw new AppError('UNPROCESSABLE', { message: invoicesMessage(ctx.lang, key) });
  }
  const { invoice, created } = await ensureInvoice(db, orderId);
  return { invoice: toInvoice(invoice), created };
}

/** Invoice `id` with its order's buyer, if the caller owns the order or is staff; NOT_FOUND (404) else. */
export async function findVisibleInvoice(
  ctx: RequestContext,
  options: { db: Executor; id: number },
): Promise<InvoiceSource> {
  const source = await findInvoiceSource(options.db, options.id);
  if (!source || (source.order_user_id !== ctx.requireUser().id && !ctx.isManager))
    throw new AppError('NOT_FOUND', { message: invoicesMessage(ctx.lang, 'invoiceNotFound') });
  return source;
}

/** A rendered invoice: the PDF and its file names (ASCII fallback, Russian UTF-8). */
export type InvoiceFile = { pdf: Buffer; fileName: { ascii: string; utf8: string } };

/** An order line as the invoice prints it: the frozen discounted price (decimal text). */
export type InvoicedLine = { code: string; name: string; quantity: number; price_with_discount: string };

/**
 * The buyer of an invoice (docs/rules.md#counterparty): the order owner's counterparty — legal name,
 * INN/KPP or VAT id, legal address, bank, its contact phone (else the profile's) — or, for a user
 * without one, the profile (company, INN, legal address, phone; the full name without a company).
 */
export function buyerOf(source: InvoiceSource): InvoiceBuyer {
  if (source.cp_legal_name === null)
    return {
      name: source.company ?? source.fullname,
      inn: source.inn,
      address: source.legal_address,
      phone: source.phone,
    };
  const bank =
    source.cp_bank_name || source.cp_bank_account
      ? {
          name: source.cp_bank_name,
          bic: source.cp_bank_bic,
          account: source.cp_bank_account,
          corrAccount: source.cp_correspondent_account,
        }
      : null;
  return {
    name: source.cp_legal_name,
    inn: source.cp_inn,
    kpp: source.cp_kpp,
    vatId: source.cp_vat_id,
    address: source.cp_legal_address,
    phone: source.cp_contact_phone ?? source.phone,
    bank,
  };
}

/**
 * The invoice PDF — supplier from configuration, buyer from `buyerOf` (the counterparty, else the
 * profile), lines at the frozen discounted
 * price, total = Σ price_with_discount × quantity with the VAT included at `vatRate` percent.
 */
export async function renderInvoice(options: {
  source: InvoiceSource;
  lines: InvoicedLine[];
  supplier: InvoiceSupplier;
  vatRate: number;
}): Promise<InvoiceFile> {
  const { source } = options;
  const lines = options.lines.map((l) => ({
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
    buyer: buyerOf(source),
    orderName: source.order_name,
    orderReference: source.order_reference,
    deliveryDate: source.delivery_date,
    lines,
    total: fromMinor(lines.reduce((total, l) => total + toMinor(l.sum), 0)),
    vatRate: options.vatRate,
  };
  return { pdf: await renderInvoicePdf(document), fileName: invoiceFileName(source.number, date) };
}
