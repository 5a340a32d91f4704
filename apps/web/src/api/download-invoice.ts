import type { Invoice } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /order/invoice/{id} (docs/rules.md#spec-7): the PDF, saved under the server's file name (the invoice's as fallback). */
export const downloadInvoice = (invoice: Pick<Invoice, 'id' | 'file_name'>) =>
  downloadFile(`order/invoice/${invoice.id}`, invoice.file_name);

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
