import type { MoyskladOrderFailure } from '@kits/contract';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { dateTime, num } from '@/lib/format';
import { useRetryMoyskladOrders } from '../api/retry-moysklad-orders';

/**
 * Orders out (docs/moysklad.md §Orders out): the orders МойСклад has not taken yet — each with why,
 * its tries and the next one — and "Try again now" for all of them. Nothing shown when every order
 * got there.
 */
export function OrderFailures({ failures }: { failures: MoyskladOrderFailure[] }) {
  const { t } = useTranslation('moysklad');
  const retry = useRetryMoyskladOrders();
  const failed = useFailureToast();
  if (failures.length === 0) return null;
  return (
    <Card className="mb-4 border-danger" as="section" aria-labelledby="moysklad-order-failures-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="moysklad-order-failures-title" className="h6 mb-0 me-auto">
          {t('orders.failuresTitle', { n: num(failures.length) })}
        </h2>
        <BusyButton
          size="sm"
          variant="outline-danger"
          busy={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, { onError: (error) => failed(t('orders.retryFailed'), error) })
          }
        >
          {t('orders.retry')}
        </BusyButton>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('orders.failuresHint')}</p>
        <Table size="sm" responsive className="mb-0 small" aria-labelledby="moysklad-order-failures-title">
          <thead>
            <tr>
              <th scope="col">{t('orders.order')}</th>
              <th scope="col">{t('orders.reason')}</th>
              <th scope="col" className="text-end">
                {t('orders.attempts')}
              </th>
              <th scope="col">{t('orders.next')}</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((f) => (
              <tr key={f.uuid}>
                <th scope="row" className="fw-normal text-nowrap">
                  <Link to={paths.order.getHref(f.uuid)}>{f.name}</Link>
                  <div className="text-body-secondary">{dateTime(f.created_at)}</div>
                </th>
                <td className="text-break">{f.reason}</td>
                <td className="text-end">{num(f.attempts)}</td>
                <td className="text-nowrap">{f.next_attempt_at ? dateTime(f.next_attempt_at) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
