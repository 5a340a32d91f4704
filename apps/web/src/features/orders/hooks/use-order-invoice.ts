import type { OrderSummary } from '@kits/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadInvoice } from '@/api/download-invoice';
import { requestInvoice } from '@/api/request-invoice';
import { useFailureToast } from '@/components/toaster';
import { queryKeys } from '@/lib/query-keys';

type InvoiceOrder = Pick<OrderSummary, 'uuid' | 'name' | 'invoice_id'>;

/**
 * Downloads an order's invoice PDF (docs/rules.md#checkout, docs/rules.md#spec-7): an order without one yet gets it from
 * POST order/invoice first (the server makes it once), then GET order/invoice/{id} is saved under
 * the server's file name. Only for orders that get an invoice (`orderGetsInvoice`). A failure is the
 * docs/rules.md#toasts persistent toast titled after the call, with the server's message.
 */
export function useOrderInvoice() {
  const { t } = useTranslation('orders');
  const failed = useFailureToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (order: InvoiceOrder) => {
      const id = order.invoice_id ?? (await requestInvoice(order.uuid)).id;
      await downloadInvoice({ id, file_name: t('invoice.fileName', { name: order.name }) });
      return { id, created: order.invoice_id === null };
    },
    onSuccess: ({ created }) => {
      // The list and the order now carry the invoice id.
      if (created) void client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    onError: (error) => failed(t('invoice.failed'), error),
  });
}
