import { isInnerOrder, type OrderSummary } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { date, money, num } from '../../../lib/format';
import { InvoiceButton } from './invoice-button';
import { OrderStatusBadge } from './order-status-badge';
import { RepeatOrderButton } from './repeat-order-button';

/**
 * The orders list (newest first): number (a link to the order), date, the customer (staff only),
 * outlet, line count, sum in the order's currency (what the customer pays), status, and the actions
 * — open, invoice (Russian non-inner orders), order again.
 */
export function OrdersTable({
  orders,
  staff,
  busy,
}: {
  orders: OrderSummary[];
  staff: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <Table responsive hover size="sm" className="align-middle mb-0 orders-table" aria-busy={busy}>
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead className="table-light">
        <tr>
          <th scope="col">{t('table.number')}</th>
          <th scope="col">{t('table.date')}</th>
          {staff && <th scope="col">{t('table.customer')}</th>}
          <th scope="col">{t('table.outlet')}</th>
          <th scope="col" className="text-end">
            {t('table.lines')}
          </th>
          <th scope="col" className="text-end">
            {t('table.sum')}
          </th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className={busy ? 'opacity-50' : undefined}>
        {orders.map((order) => (
          <tr key={order.uuid}>
            <td className="text-nowrap">
              <Link to={paths.order.getHref(order.uuid)} className="fw-semibold tabular">
                {order.name}
              </Link>
              {isInnerOrder(order) && (
                <Badge
                  bg="warning-subtle"
                  text="warning-emphasis"
                  className="ms-2 border border-warning-subtle"
                >
                  {t('inner')}
                </Badge>
              )}
            </td>
            <td className="text-nowrap">{date(order.created_at)}</td>
            {staff && (
              <td>
                <div>{order.customer.fullname || order.customer.username}</div>
                <div className="small text-body-secondary">{order.customer.username}</div>
              </td>
            )}
            <td>{order.store.name}</td>
            <td className="text-end tabular">{num(order.lines_count)}</td>
            <td
              className="text-end tabular text-nowrap fw-semibold"
              title={
                order.discount_sum !== '0.00'
                  ? t('sumHint', {
                      sum: money(order.sum, order.currency),
                      discount: money(order.discount_sum, order.currency),
                    })
                  : undefined
              }
            >
              {money(order.sum_with_discount, order.currency)}
            </td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
            <td>
              <div className="d-flex justify-content-end gap-1">
                <Link
                  className="btn btn-sm btn-outline-secondary text-nowrap"
                  to={paths.order.getHref(order.uuid)}
                  aria-label={t('openFor', { name: order.name })}
                >
                  {t('open')}
                </Link>
                <InvoiceButton order={order} size="sm" />
                <RepeatOrderButton order={order} size="sm" />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
