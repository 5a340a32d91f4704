import type { Currency, BasketTotals as Totals } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { money, num } from '@/lib/format';

/**
 * The basket's totals (docs/rules.md#basket-sums, two decimals): sum, discount sum and what is to pay, positions and
 * units — of the whole basket or of the category the filter chose.
 */
export function BasketTotals({
  totals,
  currency,
  filtered,
}: {
  totals: Totals;
  currency: Currency;
  filtered: boolean;
}) {
  const { t } = useTranslation('basket');
  const hasDiscount = totals.discount_sum !== '0.00';
  return (
    <dl className="basket-totals row row-cols-auto g-3 justify-content-end text-end mb-0" aria-live="polite">
      <div>
        <dt className="small text-body-secondary fw-normal">{t('totals.positions')}</dt>
        <dd className="mb-0 tabular">
          {t('totals.positionsValue', { positions: num(totals.positions), units: num(totals.count) })}
        </dd>
      </div>
      <div>
        <dt className="small text-body-secondary fw-normal">
          {filtered ? t('totals.sumCategory') : t('totals.sum')}
        </dt>
        <dd className="mb-0 tabular">{money(totals.sum, currency)}</dd>
      </div>
      {hasDiscount && (
        <div>
          <dt className="small text-body-secondary fw-normal">{t('totals.discount')}</dt>
          <dd className="mb-0 tabular text-success">−{money(totals.discount_sum, currency)}</dd>
        </div>
      )}
      <div>
        <dt className="small text-body-secondary fw-normal">{t('totals.toPay')}</dt>
        <dd className="mb-0 tabular fs-5 fw-bold">{money(totals.sum_with_discount, currency)}</dd>
      </div>
    </dl>
  );
}
