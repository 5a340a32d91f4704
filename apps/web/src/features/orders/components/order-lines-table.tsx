import type { Order } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { money, num } from '../../../lib/format';

/**
 * The lines of an order with the prices frozen at checkout: code, name, quantity, price, price with
 * discount, sum (at the discounted price); the foot holds the totals (sum, discount, to pay).
 */
export function OrderLinesTable({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const m = (amount: string) => money(amount, order.currency);
  const discounted = order.discount_sum !== '0.00';
  return (
    <Table responsive hover size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">{t('lines.caption')}</caption>
      <thead className="table-light">
        <tr>
          <th scope="col">{t('lines.code')}</th>
          <th scope="col">{t('lines.name')}</th>
          <th scope="col" className="text-end">
            {t('lines.quantity')}
          </th>
          <th scope="col" className="text-end">
            {t('lines.price')}
          </th>
          <th scope="col" className="text-end">
            {t('lines.priceWithDiscount')}
          </th>
          <th scope="col" className="text-end">
            {t('lines.sum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.product_id}>
            <td className="text-nowrap tabular small fw-semibold">{line.code}</td>
            <td>{line.name}</td>
            <td className="text-end tabular">{num(line.quantity)}</td>
            <td className="text-end tabular text-nowrap">{m(line.price)}</td>
            <td className="text-end tabular text-nowrap">{m(line.price_with_discount)}</td>
            <td className="text-end tabular text-nowrap fw-semibold">{m(line.sum_with_discount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discounted && (
          <>
            <tr>
              <th scope="row" colSpan={5} className="text-end fw-normal">
                {t('totals.sum')}
              </th>
              <td className="text-end tabular text-nowrap">{m(order.sum)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={5} className="text-end fw-normal">
                {t('totals.discount')}
              </th>
              <td className="text-end tabular text-nowrap">−{m(order.discount_sum)}</td>
            </tr>
          </>
        )}
        <tr>
          <th scope="row" colSpan={5} className="text-end">
            {t('totals.toPay')}
          </th>
          <td className="text-end tabular text-nowrap fw-bold">{m(order.sum_with_discount)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
