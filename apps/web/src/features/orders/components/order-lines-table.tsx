import type { Order } from '@kits/contract';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { money, num } from '@/lib/format';

/**
 * The lines of an order with the prices frozen at checkout, the same figures as the basket
 * (docs/rules.md#basket-sums): code, name, quantity, price, price with discount, the line's sum at the
 * wholesale price and what the buyer pays for it (price with discount × quantity); without a discount
 * the two sums are equal and one "sum" column shows it. On phones the unit price sits under the name
 * ("3 600,50 ₽ × 2") and only what is paid is a column. The foot holds the totals (sum, discount, to pay).
 */
export function OrderLinesTable({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const m = (amount: string) => money(amount, order.currency);
  const discounted = order.discount_sum !== '0.00';
  const wide = 'text-end tabular text-nowrap d-none d-md-table-cell';
  return (
    <Table responsive hover size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">{t('lines.caption')}</caption>
      <TableHead
        cells={[
          { label: t('lines.code'), className: 'd-none d-md-table-cell' },
          { label: t('lines.name') },
          { label: t('lines.quantity'), className: 'text-end text-nowrap' },
          { label: t('lines.price'), className: 'text-end d-none d-md-table-cell' },
          discounted && { label: t('lines.priceWithDiscount'), className: 'text-end d-none d-md-table-cell' },
          discounted && { label: t('lines.sum'), className: 'text-end d-none d-md-table-cell' },
          { label: discounted ? t('lines.toPay') : t('lines.sum'), className: 'text-end' },
        ]}
      />
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.product_id}>
            <td className="text-nowrap tabular small fw-semibold d-none d-md-table-cell">{line.code}</td>
            <td>
              {/* On phones the code sits above the name and the unit price below it. */}
              <div className="d-md-none small fw-semibold tabular">{line.code}</div>
              {line.name}
              <div className="d-md-none small text-body-secondary tabular">
                {m(line.price_with_discount)} × {num(line.quantity)}
              </div>
            </td>
            <td className="text-end tabular">{num(line.quantity)}</td>
            <td className={wide}>{m(line.price)}</td>
            {discounted && <td className={wide}>{m(line.price_with_discount)}</td>}
            {discounted && <td className={wide}>{m(line.sum)}</td>}
            <td className="text-end tabular text-nowrap fw-semibold">{m(line.sum_with_discount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discounted && (
          <>
            <tr>
              <TotalLabel wideSpan={6}>{t('totals.sum')}</TotalLabel>
              <td className="text-end tabular text-nowrap">{m(order.sum)}</td>
            </tr>
            <tr>
              <TotalLabel wideSpan={6}>{t('totals.discount')}</TotalLabel>
              <td className="text-end tabular text-nowrap">−{m(order.discount_sum)}</td>
            </tr>
          </>
        )}
        <tr>
          <TotalLabel strong wideSpan={discounted ? 6 : 4}>
            {t('totals.toPay')}
          </TotalLabel>
          <td className="text-end tabular text-nowrap fw-bold">{m(order.sum_with_discount)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * A totals label spanning the columns before its amount: 2 on phones (name, quantity), `wideSpan` from md
 * on. One of the two cells is display:none, which takes it out of the table's grid.
 */
function TotalLabel({
  children,
  wideSpan,
  strong = false,
}: {
  children: ReactNode;
  wideSpan: number;
  strong?: boolean;
}) {
  const weight = strong ? '' : ' fw-normal';
  return (
    <>
      <th scope="row" colSpan={2} className={`text-end d-md-none${weight}`}>
        {children}
      </th>
      <th scope="row" colSpan={wideSpan} className={`text-end d-none d-md-table-cell${weight}`}>
        {children}
      </th>
    </>
  );
}
