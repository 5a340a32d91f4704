import { isInnerOrder, type Order, orderGetsInvoice } from '@kits/contract';
import { useCallback, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDownloadInvoice } from '@/api/download-invoice';
import { useRequestInvoice } from '@/api/request-invoice';
import { useFailureToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { appConfig } from '@/lib/app-config';
import { money } from '@/lib/format';

/**
 * docs/rules.md#checkout, docs/rules.md#spec-9: an invoice is requested only for a non-English (the Russian version),
 * non-inner order (no attribute of type store).
 */
export const wantsInvoice = (order: Pick<Order, 'attributes'>) =>
  orderGetsInvoice({ version: appConfig.version, attributes: order.attributes });

/**
 * The order info after a successful send (docs/rules.md#checkout): name, sum, a link to the order; for a
 * Russian non-inner order the invoice — 'Подготовка счёта...' while POST order/invoice runs, then a
 * download button. An invoice failure is a persistent toast titled after the call (docs/rules.md#spec-8).
 */
export function OrderPlaced({ order, onNavigate }: { order: Order; onNavigate?: () => void }) {
  const { t } = useTranslation('checkout');
  const discounted = order.discount_sum !== '0.00';
  return (
    <div className="py-3">
      <Alert variant="success" className="mb-4">
        <Alert.Heading as="h2" className="h4">
          {t('placed.title', { name: order.name })}
        </Alert.Heading>
        <p className="mb-1">
          {t('placed.sum')}:{' '}
          <strong className="tabular">{money(order.sum_with_discount, order.currency)}</strong>
          {discounted && (
            <span className="text-body-secondary small ms-2">
              {t('placed.discount', {
                sum: money(order.sum, order.currency),
                discount: money(order.discount_sum, order.currency),
              })}
            </span>
          )}
        </p>
        <p className="mb-0 small">{t('placed.lines', { count: order.lines.length })}</p>
      </Alert>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Link className="btn btn-outline-primary" to={paths.order.getHref(order.uuid)} onClick={onNavigate}>
          {t('placed.open', { name: order.name })}
        </Link>
        {wantsInvoice(order) ? (
          <InvoiceStep orderUuid={order.uuid} />
        ) : (
          <span className="small text-body-secondary">
            {isInnerOrder(order) ? t('invoice.inner') : t('invoice.none')}
          </span>
        )}
      </div>
    </div>
  );
}

function InvoiceStep({ orderUuid }: { orderUuid: string }) {
  const { t } = useTranslation('checkout');
  const failed = useFailureToast();
  const request = useRequestInvoice();
  const download = useDownloadInvoice();
  const asked = useRef(false);

  const { mutate } = request;
  const ask = useCallback(
    () =>
      mutate(orderUuid, {
        onError: (error) => failed(t('invoice.failed'), error),
      }),
    [mutate, orderUuid, failed, t],
  );
  // Once per order (StrictMode mounts twice in development; the server would answer the same invoice anyway).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);

  if (request.isError)
    return (
      <Button variant="outline-secondary" onClick={ask}>
        {t('invoice.retry')}
      </Button>
    );
  if (!request.data)
    return (
      <span className="d-inline-flex align-items-center gap-2" role="status">
        <Spinner animation="border" size="sm" />
        {t('invoice.preparing')}
      </span>
    );
  const invoice = request.data;
  return (
    <Button
      variant="primary"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(invoice, { onError: (error) => failed(t('invoice.downloadFailed'), error) })
      }
    >
      {download.isPending && <Spinner animation="border" size="sm" className="me-2" />}
      {t('invoice.download', { number: invoice.number })}
    </Button>
  );
}
