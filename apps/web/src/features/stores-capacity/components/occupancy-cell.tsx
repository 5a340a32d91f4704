import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { num } from '@/lib/format';

/**
 * An occupancy percent (docs/rules.md#spec-9) as its number over a small bar; null (no capacity) as «—». The bar
 * is capped at 100 %, the number is not (an overfull outlet shows e.g. 120 %).
 */
export function OccupancyCell({ percent, label }: { percent: number | null; label: string }) {
  const { t } = useTranslation('stores-capacity');
  if (percent === null)
    return (
      <span className="text-body-secondary" title={t('outlets.noCapacity')}>
        {t('none')}
      </span>
    );
  const text = t('percent', { value: num(percent) });
  return (
    <div className="capacity-occupancy">
      <div className="small capacity-num">{text}</div>
      <LabelledProgress
        label={label}
        percent={percent}
        valueText={text}
        inlineLabel={false}
        variant={percent >= 100 ? 'success' : 'primary'}
      />
    </div>
  );
}
