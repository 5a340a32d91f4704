import type { Counterparty } from '@kits/contract';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPageLinks } from '@/components/page-links';
import { QueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { date, money } from '@/lib/format';
import { useCounterpartyOrders } from '../api/get-counterparty-orders';

const STATUSES = ['new', 'confirmed', 'assembled', 'shipped', 'delivered', 'cancelled'];

/**
 * The card's Orders tab (docs/rules.md#counterparty): the orders of the counterparty's users, newest
 * first, 25 a page — number (a link to the order page), date, who placed it, outlet, the sum paid
 * in the order's currency, status.
 */
export function OrdersTab({ counterparty }: { counterparty: Counterparty }) {
  const { t } = useTranslation('counterparties');
  const [page, setPage] = useState(1);
  const orders = useCounterpartyOrders(counterparty.id, page);
  return (
    <QueryState
      query={orders}
      errorTitle={t('orders.failed')}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="text-body-secondary">{t('orders.empty')}</p>}
    >
      {(answer) => (
        <>
          <Table responsive hover size="sm" className="align-middle mb-0" aria-busy={orders.isFetching}>
            <caption className="visually-hidden">{t('orders.caption')}</caption>
            <TableHead
              cells={[
                { label: t('orders.number') },
                { label: t('orders.date') },
                { label: t('orders.user') },
                { label: t('orders.store') },
                { label: t('orders.sum'), className: 'text-end' },
                { label: t('orders.status'), className: 'ps-3' },
              ]}
            />
            <tbody>
              {answer.data.map((order) => (
                <tr key={order.uuid}>
                  <td className="text-nowrap">
                    <Link to={paths.order.getHref(order.uuid)} className="fw-semibold tabular">
                      {order.name}
                    </Link>
                  </td>
                  <td className="text-nowrap">{date(order.created_at)}</td>
                  <td>{order.username}</td>
                  <td>{order.store.name}</td>
                  <td className="text-end tabular text-nowrap">
                    {money(order.sum_with_discount, order.currency)}
                  </td>
                  <td className="ps-3">
                    {STATUSES.includes(order.status) ? t(`orders.statuses.${order.status}`) : order.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <ListPageLinks label={t('orders.pages')} meta={answer.meta} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}
