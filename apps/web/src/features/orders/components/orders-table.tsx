import { isInnerOrder, type OrderSummary } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { useStickyTableHead } from '@/hooks/use-sticky-table-head';
import { date, money, num } from '@/lib/format';
import { InvoiceButton } from './invoice-button';
import { OrderStatusBadge } from './order-status-badge';
import { RepeatOrderButton } from './repeat-order-button';
import { StockSystemLink } from './stock-system-link';
import './orders-table.css';

/**
 * The orders list (newest first): number (a link to the order), date, the customer (staff; the
 * buyer for a customer seeing colleagues' orders),
 * outlet, line count, sum in the order's currency (what the customer pays), status, and the actions
 * — open, invoice (Russian non-inner orders), order again. The header row stays in view
 * (docs/rules.md#sticky-table-head); on a phone each order is a card with the actions on a line below
 * (orders-table.css).
 */
export function OrdersTable({
  orders,
  staff,
  showBuyer = staff,
  busy,
}: {
  orders: OrderSummary[];
  staff: boolean;
  /** Show who placed each order (staff; a customer seeing colleagues' orders, docs/rules.md#company-orders). */
  showBuyer?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  const stickyHead = useStickyTableHead();
  return (
    <Table
      ref={stickyHead}
      responsive
      hover
      size="sm"
      className="align-middle mb-0 orders-table table-sticky-head"
      aria-busy={busy}
    >
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <TableHead
        cells={[
          { label: t('table.number') },
          { label: t('table.date'), className: 'd-none d-md-table-cell' },
          showBuyer && { label: staff ? t('table.customer') : t('table.buyer') },
          { label: t('table.outlet'), className: 'd-none d-md-table-cell' },
          { label: t('table.lines'), className: 'text-end d-none d-md-table-cell' },
          { label: t('table.sum'), className: 'text-end ps-3' },
          { label: t('table.status'), className: 'ps-3 d-none d-sm-table-cell' },
          // position-relative: the hidden label must stay inside the scrolling table on phones.
          { label: t('table.actions'), className: 'position-relative', hidden: true },
        ]}
      />
      <tbody className={busy ? 'opacity-50' : undefined}>
        {orders.map((order) => (
          <tr key={order.uuid}>
            <td className="text-nowrap">
              <Link to={paths.order.getHref(order.uuid)} className="fw-semibold tabular">
                {order.name}
              </Link>
              {order.reference && (
                <div className="small text-body-secondary text-truncate" title={t('table.reference')}>
                  {order.reference}
                </div>
              )}
              {/* On phones the date sits under the number. */}
              <div className="small text-body-secondary d-md-none">{date(order.created_at)}</div>
              {isInnerOrder(order) && (
                <div>
                  <Badge bg="warning-subtle" text="warning-emphasis" className="border border-warning-subtle">
                    {t('inner')}
                  </Badge>
                </div>
              )}
            </td>
            <td className="text-nowrap d-none d-md-table-cell">{date(order.created_at)}</td>
            {showBuyer && (
              <td className="orders-col-customer">
                <div>{order.customer.fullname || order.customer.username}</div>
                <div className="small text-body-secondary">{order.customer.username}</div>
              </td>
            )}
            <td className="d-none d-md-table-cell">{order.store.name}</td>
            <td className="text-end tabular d-none d-md-table-cell">{num(order.lines_count)}</td>
            <td
              className="text-end tabular text-nowrap fw-semibold ps-3"
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
              {/* On phones the status sits under the sum. */}
              <div className="d-sm-none">
                <OrderStatusBadge status={order.status} />
              </div>
            </td>
            <td className="ps-3 d-none d-sm-table-cell">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="orders-col-actions">
              <div className="d-flex flex-wrap flex-sm-nowrap align-items-stretch gap-1">
                {/* Phones: the number is the link, the button would only widen the row. */}
                <Link
                  className="btn btn-sm btn-outline-secondary text-nowrap d-none d-sm-inline-block"
                  to={paths.order.getHref(order.uuid)}
                  aria-label={t('openFor', { name: order.name })}
                >
                  {t('open')}
                </Link>
                <RepeatOrderButton order={order} size="sm" />
                <InvoiceButton order={order} size="sm" />
                <StockSystemLink order={order} size="sm" />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
