import type { Order } from '@kits/contract';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { money, num } from '@/lib/format';

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
      <TableHead
        cells={[
          { label: t('lines.code'), className: 'd-none d-md-table-cell' },
          { label: t('lines.name') },
          { label: t('lines.quantity'), className: 'text-end' },
          { label: t('lines.price'), className: 'text-end d-none d-md-table-cell' },
          { label: t('lines.priceWithDiscount'), className: 'text-end d-none d-md-table-cell' },
          { label: t('lines.sum'), className: 'text-end' },
        ]}
      />
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.product_id}>
            <td className="text-nowrap tabular small fw-semibold d-none d-md-table-cell">{line.code}</td>
            <td>
              {/* On phones the code sits above the name; the unit prices are left out. */}
              <div className="d-md-none small fw-semibold tabular">{line.code}</div>
              {line.name}
            </td>
            <td className="text-end tabular">{num(line.quantity)}</td>
            <td className="text-end tabular text-nowrap d-none d-md-table-cell">{m(line.price)}</td>
            <td className="text-end tabular text-nowrap d-none d-md-table-cell">
              {m(line.price_with_discount)}
            </td>
            <td className="text-end tabular text-nowrap fw-semibold">{m(line.sum_with_discount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discounted && (
          <>
            <tr>
              <TotalLabel>{t('totals.sum')}</TotalLabel>
              <td className="text-end tabular text-nowrap">{m(order.sum)}</td>
            </tr>
            <tr>
              <TotalLabel>{t('totals.discount')}</TotalLabel>
              <td className="text-end tabular text-nowrap">−{m(order.discount_sum)}</td>
            </tr>
          </>
        )}
        <tr>
          <TotalLabel strong>{t('totals.toPay')}</TotalLabel>
          <td className="text-end tabular text-nowrap fw-bold">{m(order.sum_with_discount)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * A totals label spanning the columns before the sum: 2 on phones (name, quantity), 5 from md on. One
 * of the two cells is display:none, which takes it out of the table's grid.
 */
function TotalLabel({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  const weight = strong ? '' : ' fw-normal';
  return (
    <>
      <th scope="row" colSpan={2} className={`text-end d-md-none${weight}`}>
        {children}
      </th>
      <th scope="row" colSpan={5} className={`text-end d-none d-md-table-cell${weight}`}>
        {children}
      </th>
    </>
  );
}
