import type { ShopifyOrder } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const BG = { new: 'primary', in_basket: 'info', ordered: 'success' } as const;

/** A shop order's state here: new, in the basket, or ordered (with a link to our order). */
export function OrderStateBadge({ order }: { order: ShopifyOrder }) {
  const { t } = useTranslation('shopify');
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Badge bg={BG[order.state]} text={order.state === 'in_basket' ? 'dark' : undefined}>
        {t(`orders.state.${order.state}`)}
      </Badge>
      {order.state === 'ordered' && order.order_uuid && (
        <Link to={paths.order.getHref(order.order_uuid)} className="small">
          {t('orders.ourOrder', { name: order.order_name ?? '' })}
        </Link>
      )}
    </span>
  );
}
