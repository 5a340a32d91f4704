import type { ShopifyOrder } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { TableHead } from '@/components/table-head';
import { dateTime, num } from '@/lib/format';
import type { BringInTarget } from '../api/bring-order-in';
import { shippingLine } from '../utils/shipping';
import { shopMoney } from '../utils/shop-money';
import { OrderStateBadge } from './order-state-badge';

type Props = {
  order: ShopifyOrder;
  /** Which action of this order runs now, if any. */
  busy: BringInTarget | null;
  /** The server's answer to the last failed action on this order (409 already brought in, 422…). */
  problem: string | null;
  onBasket: () => void;
  onSend: () => void;
};

/** One fetched shop order: number, date, buyer, address, lines (our code or "not ours"), total, state, actions. */
export function OrderCard({ order, busy, problem, onBasket, onSend }: Props) {
  const { t } = useTranslation('shopify');
  const titleId = `shopify-order-${order.id}`;
  return (
    <Card as="article" className="mb-3 shadow-sm" aria-labelledby={titleId}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-3 bg-body">
        <h3 id={titleId} className="h6 mb-0">
          {t('orders.title', { name: order.name })}
        </h3>
        <span className="small text-body-secondary">{dateTime(order.created_at)}</span>
        <OrderStateBadge order={order} />
        <span className="ms-auto fw-semibold">{shopMoney(order.total, order.currency)}</span>
      </Card.Header>
      <Card.Body>
        <div className="row g-3 small mb-2">
          <div className="col-md-4">
            <div className="text-body-secondary">{t('orders.buyer')}</div>
            <div>{order.buyer || '—'}</div>
          </div>
          <div className="col-md-8">
            <div className="text-body-secondary">{t('orders.shipping')}</div>
            {order.shipping ? (
              <div>
                {order.shipping.name}
                {order.shipping.phone && `, ${order.shipping.phone}`}
                <br />
                {shippingLine(order.shipping)}
              </div>
            ) : (
              <div>{t('orders.noShipping')}</div>
            )}
          </div>
        </div>
        <Table size="sm" responsive className="small align-middle mb-2">
          <caption className="visually-hidden">{t('orders.linesCaption', { name: order.name })}</caption>
          <TableHead
            cells={[
              { label: t('orders.columns.sku') },
              { label: t('orders.columns.title') },
              { label: t('orders.columns.ours') },
              { label: t('orders.columns.quantity'), className: 'text-end' },
              { label: t('orders.columns.price'), className: 'text-end' },
            ]}
          />
          <tbody>
            {order.lines.map((line) => (
              <tr
                key={`${line.sku}|${line.title}|${line.price}`}
                className={line.product_code ? undefined : 'text-body-secondary'}
              >
                <td className="text-nowrap">{line.sku || '—'}</td>
                <td>{line.title}</td>
                <td>{line.product_code ?? <em>{t('orders.notOurs')}</em>}</td>
                <td className="text-end">{num(line.quantity)}</td>
                <td className="text-end text-nowrap">{shopMoney(line.price, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {problem && (
          <Alert variant="danger" className="small py-2 mb-2" role="alert">
            {problem}
          </Alert>
        )}
        {order.state === 'new' && (
          <div className="d-flex gap-2">
            <BusyButton
              size="sm"
              variant="outline-primary"
              busy={busy === 'basket'}
              disabled={busy !== null}
              onClick={onBasket}
            >
              {t('orders.toBasket')}
            </BusyButton>
            <BusyButton size="sm" busy={busy === 'order'} disabled={busy !== null} onClick={onSend}>
              {t('orders.send')}
            </BusyButton>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
