import type { ShopifyOrder } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { shippingLine, splitLines } from '../utils/shipping';

/** What "Send as order" will place: the delivery data made from the buyer's address, the comment, and our lines. */
export function SendOrderDetails({ order, shop }: { order: ShopifyOrder; shop: string }) {
  const { t } = useTranslation('shopify');
  const { ours, foreign } = splitLines(order);
  return (
    <>
      <p>{t('send.intro')}</p>
      <dl className="row small mb-2">
        <dt className="col-sm-4">{t('send.recipient')}</dt>
        <dd className="col-sm-8">
          {order.shipping ? [order.shipping.name, order.shipping.phone].filter(Boolean).join(', ') : '—'}
        </dd>
        <dt className="col-sm-4">{t('send.address')}</dt>
        <dd className="col-sm-8">{order.shipping ? shippingLine(order.shipping) : t('orders.noShipping')}</dd>
        <dt className="col-sm-4">{t('send.comment')}</dt>
        <dd className="col-sm-8">{t('send.commentText', { name: order.name, shop })}</dd>
      </dl>
      <h3 className="h6">{t('send.lines')}</h3>
      <ul className="small mb-2">
        {ours.map((line) => (
          <li key={line.product_code}>
            {line.product_code} — {line.title} × {num(line.quantity)}
          </li>
        ))}
      </ul>
      {foreign.length > 0 && (
        <p className="small text-body-secondary mb-0">
          {t('send.foreign', {
            count: foreign.length,
            skus: foreign.map((l) => l.sku || l.title).join(', '),
          })}
        </p>
      )}
    </>
  );
}
