import { type OrderSummary, orderGetsInvoice } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useOrderInvoice } from '../hooks/use-order-invoice';

type Props = {
  order: Pick<OrderSummary, 'uuid' | 'name' | 'invoice_id' | 'version' | 'attributes'>;
  size?: 'sm';
  variant?: string;
};

/**
 * The invoice download of an order — only for orders that get one (docs/rules.md#spec-4, docs/rules.md#spec-9: Russian version,
 * not inner). Without an invoice yet it is made first (POST order/invoice), then the PDF is saved.
 */
export function InvoiceButton({ order, size, variant = 'outline-secondary' }: Props) {
  const { t } = useTranslation('orders');
  const invoice = useOrderInvoice();
  if (!orderGetsInvoice(order)) return null;
  return (
    <BusyButton
      size={size}
      variant={variant}
      className="text-nowrap"
      busy={invoice.isPending}
      aria-label={t('invoice.downloadFor', { name: order.name })}
      title={t('invoice.downloadFor', { name: order.name })}
      onClick={() => invoice.mutate(order)}
    >
      {t('invoice.download')}
    </BusyButton>
  );
}
