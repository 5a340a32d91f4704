import { isInnerOrder, isManager, type Order, orderGetsInvoice } from '@kits/contract';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '@/api/get-me';
import { PageHeader } from '@/components/page-header';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { dateTime, day, num } from '@/lib/format';
import { useOrder } from '../api/get-order';
import { InvoiceButton } from './invoice-button';
import { OrderDelivery } from './order-delivery';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusActions } from './order-status-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusHistory } from './order-status-history';
import { RepeatOrderButton } from './repeat-order-button';
import { StockSystemLink } from './stock-system-link';

/**
 * /orders/:uuid: one order — its data (date, status, outlet, customer), the delivery data, its
 * status history (docs/rules.md#order-status) with, for staff, the next allowed moves, the lines
 * with the totals, and the actions: invoice (Russian non-inner orders), for buyers order again and the ones the
 * app composes in (`actions`: save as a shopping list), and for managers the order in the external
 * stock system (new tab).
 */
export function OrderPage({ actions }: { actions?: (order: Order) => ReactNode } = {}) {
  const { t } = useTranslation('orders');
  const { uuid = '' } = useParams();
  const order = useOrder(uuid);
  const parents = [{ label: t('title'), href: paths.orders.getHref() }];

  if (order.data) return <OrderDetail order={order.data} parents={parents} actions={actions} />;
  const missing =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  return (
    <>
      <PageHeader title={missing ? t('detail.notFound') : t('detail.loadingTitle')} parents={parents} />
      {missing ? (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>{t('detail.notFoundText')}</span>
          <Link className="btn btn-sm btn-outline-secondary" to={paths.orders.getHref()}>
            {t('detail.back')}
          </Link>
        </Alert>
      ) : order.isPending ? (
        <LoadingStatus />
      ) : (
        <LoadError title={t('detail.loadError')} error={order.error} onRetry={order.refetch} />
      )}
    </>
  );
}

function OrderDetail({
  order,
  parents,
  actions,
}: {
  order: Order;
  parents: { label: string; href: string }[];
  actions?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const user = useUser();
  const own = user?.id === order.customer.id;
  const buyer = own || !isManager(user);
  const facts: [string, ReactNode][] = [
    [t('detail.date'), dateTime(order.created_at)],
    [t('detail.status'), <OrderStatusBadge key="status" status={order.status} />],
    [t('detail.outlet'), order.store.name],
  ];
  // Staff looking at a customer's order: whose it is.
  if (!own) facts.push([t('detail.customer'), `${order.customer.fullname} (${order.customer.username})`]);
  if (isInnerOrder(order)) facts.push([t('detail.type'), t('detail.typeInner')]);
  // The buyer's own reference and the day asked for (docs/rules.md#order-reference).
  if (order.reference) facts.push([t('detail.reference'), order.reference]);
  if (order.delivery_date) facts.push([t('detail.deliveryDate'), day(order.delivery_date)]);
  facts.push([t('detail.lines'), num(order.lines.length)]);
  return (
    <>
      <PageHeader title={t('detail.title', { name: order.name })} parents={parents}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {!orderGetsInvoice(order) && (
            <span className="small text-body-secondary">
              {isInnerOrder(order) ? t('detail.noInvoiceInner') : t('detail.noInvoiceVersion')}
            </span>
          )}
          <InvoiceButton order={order} variant="primary" />
          {/* Ordering again and the composed actions (save as a list) are a buyer's: staff on a
              customer's order get their own actions only. */}
          {buyer && <RepeatOrderButton order={order} lines={order.lines} />}
          {buyer && actions?.(order)}
          <StockSystemLink order={order} />
        </div>
      </PageHeader>
      <Row className="g-3 mb-3">
        <DetailCard title={t('detail.orderData')}>
          <dl className="row mb-0 small">
            {facts.map(([label, value]) => (
              <FactRow key={label} label={label} value={value} />
            ))}
          </dl>
        </DetailCard>
        <DetailCard title={t('detail.delivery')}>
          <OrderDelivery delivery={order.delivery} contact_person={order.contact_person} />
        </DetailCard>
        <DetailCard title={t('history.title')}>
          <OrderStatusHistory history={order.status_history} />
        </DetailCard>
        {isManager(user) && (
          <DetailCard title={t('moves.title')}>
            <OrderStatusActions order={order} />
          </DetailCard>
        )}
      </Row>
      <h2 className="h5 mb-2">{t('detail.linesTitle')}</h2>
      <div className="border rounded">
        <OrderLinesTable order={order} />
      </div>
    </>
  );
}

/** A half-width card of the order's details, with its small heading. */
function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col md={6}>
      <Card className="h-100">
        <Card.Body>
          <Card.Title as="h2" className="h6">
            {title}
          </Card.Title>
          {children}
        </Card.Body>
      </Card>
    </Col>
  );
}

function FactRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8">{value}</dd>
    </>
  );
}
