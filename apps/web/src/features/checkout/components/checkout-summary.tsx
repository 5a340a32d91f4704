import { basketTotals, fromMinor, linePayMinor, type PresentedBasketLine } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { money, num } from '@/lib/format';

/**
 * The checkout's folded summary of what is ordered (docs/rules.md#checkout): "12 lines, 48 units —
 * 34 500 ₽" on one line; unfolded, each line's code, name, units and amount to pay.
 */
export function CheckoutSummary({ lines }: { lines: readonly PresentedBasketLine[] }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  if (lines.length === 0) return null;
  const totals = basketTotals(lines);
  const currency = lines[0]!.store_currency;
  return (
    <section className="border rounded mb-3" aria-labelledby="checkout-summary-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2">
        <h2 id="checkout-summary-title" className="h6 mb-0">
          {t('summary.title', { count: lines.length, units: num(totals.count) })} —{' '}
          <span className="tabular">{money(totals.sum_with_discount, currency)}</span>
        </h2>
        <Button
          variant="link"
          size="sm"
          className="p-0"
          aria-expanded={open}
          aria-controls="checkout-summary-lines"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('summary.hide') : t('summary.show')}
        </Button>
      </div>
      <Collapse in={open}>
        <div id="checkout-summary-lines">
          <div className="checkout-summary-lines border-top">
            <Table size="sm" className="mb-0 small">
              <caption className="visually-hidden">{t('summary.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="ps-3">
                    {t('summary.product')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('summary.units')}
                  </th>
                  <th scope="col" className="text-end pe-3">
                    {t('summary.sum')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id}>
                    <td className="ps-3">
                      <span className="text-body-secondary tabular me-2">{line.code}</span>
                      {line.name}
                    </td>
                    <td className="text-end tabular">{num(line.basket_count)}</td>
                    <td className="text-end tabular text-nowrap pe-3">
                      {money(fromMinor(linePayMinor(line)), line.store_currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </div>
      </Collapse>
    </section>
  );
}
