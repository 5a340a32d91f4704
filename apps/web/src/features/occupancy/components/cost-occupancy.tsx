import type { Currency } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { money, num } from '@/lib/format';

/**
 * A cost-weighted occupancy of docs/rules.md#category-occupancy (a category or the whole store): the filled cost of its
 * shelves, each capped at its cost × capacity, over the total, as a bar with the percent.
 */
export function CostOccupancy({
  label,
  percent,
  filledCost,
  totalCost,
  currency,
  strong = false,
  heading = false,
}: {
  label: string;
  percent: number | null;
  filledCost: number;
  totalCost: number;
  currency: Currency;
  strong?: boolean;
  /** The label is the heading of a category section. */
  heading?: boolean;
}) {
  const { t } = useTranslation('franchise');
  const costs = t('occupancy.modal.costs', {
    filled: money(filledCost, currency),
    total: money(totalCost, currency),
  });
  return (
    <div className="mb-2">
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        {heading ? (
          <h3 className="h6 mb-0">{label}</h3>
        ) : (
          <span className={strong ? 'fw-bold' : 'fw-semibold'}>{label}</span>
        )}
        <span className="tabular fw-semibold">
          {percent === null ? '—' : t('occupancy.percent', { value: num(percent) })}
        </span>
      </div>
      <LabelledProgress
        label={label}
        percent={percent ?? 0}
        valueText={percent === null ? '—' : t('occupancy.percent', { value: num(percent) })}
        inlineLabel={false}
        variant={percent !== null && percent >= 100 ? 'success' : 'primary'}
        height={strong ? '0.75rem' : '0.5rem'}
        title={costs}
      />
      <div className="small text-body-secondary">{costs}</div>
    </div>
  );
}
