import { type OrderSummary, orderGetsInvoice } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { useOrderInvoice } from '../hooks/use-order-invoice';
import { OrderActionButton, type OrderActionLook } from './order-action-button';

type Props = OrderActionLook & {
  order: Pick<OrderSummary, 'uuid' | 'name' | 'invoice_id' | 'version' | 'attributes'>;
};

/**
 * The invoice download of an order — only for orders that get one (docs/rules.md#spec-4, docs/rules.md#spec-9: Russian version,
 * not inner). Without an invoice yet it is made first (POST order/invoice), then the PDF is saved.
 */
export function InvoiceButton({ order, ...look }: Props) {
  const { t } = useTranslation('orders');
  const invoice = useOrderInvoice();
  if (!orderGetsInvoice(order)) return null;
  const named = t('invoice.downloadFor', { name: order.name });
  return (
    <OrderActionButton
      look={look}
      variant="outline-secondary"
      busy={invoice.isPending}
      aria-label={named}
      title={named}
      onClick={() => invoice.mutate(order)}
    >
      {t('invoice.download')}
    </OrderActionButton>
  );
}
