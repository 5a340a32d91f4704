import type { Order } from '@kits/contract';
import { useTranslation } from 'react-i18next';

/**
 * The order in the external stock system (docs/rules.md#spec-6: managers only — the server sends
 * `moysklad_ui_href` to managers and null to everyone else, so nothing renders for them).
 */
export function StockSystemLink({ order, size }: { order: Pick<Order, 'moysklad_ui_href'>; size?: 'sm' }) {
  const { t } = useTranslation('orders');
  if (!order.moysklad_ui_href) return null;
  return (
    <a
      className={`btn ${size ? `btn-${size} ` : ''}btn-outline-secondary text-nowrap`}
      href={order.moysklad_ui_href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('detail.stockSystem')}
    </a>
  );
}
