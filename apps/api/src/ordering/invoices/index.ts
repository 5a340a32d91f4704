/** The invoices module as the invoice flow (ordering/flows/invoice.flow.ts) and the benchmark see it. */
export { type InvoiceDocument, type InvoiceSupplier, renderInvoicePdf } from './invoice.pdf';
export {
  findVisibleInvoice,
  type InvoiceFile,
  issueInvoice,
  renderInvoice,
  supplierOf,
} from './invoices.service';
