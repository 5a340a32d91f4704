import { occupancyName, overflowLabel, type Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { barUnits, occupancyBarModel } from '../utils/occupancy-bar';
import { SegmentBar } from './segment-bar';

type Capacity = NonNullable<Product['capacity']>;

/**
 * The occupancy bar of the product table (docs/rules.md#occupancy-bar "occupancy progress bar", docs/rules.md#occupancy-bar): the
 * product's shelf in the current outlet as segments — on the shelf, on the way (supplies), in the
 * basket, and the empty rest (room still to fill) while the shelf is not full —, the percent now and,
 * with an arrow, after the supplies when they change it, and the shelf's name (its alias, or premium/standard with the size). A shelf of
 * capacity 0 has no bar and no percent, only its name and any overflow.
 */
export function OccupancyBar({ capacity, inBasket }: { capacity: Capacity; inBasket: number }) {
  const { t, i18n } = useTranslation('franchise');
  const model = occupancyBarModel({ ...capacity, inBasket });
  const name = occupancyName(capacity, i18n.language);
  const details = t('occupancy.bar.details', barUnits(model));
  return (
    <div className="occupancy-cell small" title={details}>
      {model.percentBefore === null ? (
        <div className="text-body-secondary">{t('occupancy.bar.noCapacity')}</div>
      ) : (
        <>
          <div className="d-flex gap-2 tabular text-nowrap">
            <span className="fw-semibold" title={t('occupancy.bar.beforeHint')}>
              {t('occupancy.percent', { value: num(model.percentBefore) })}
            </span>
            {/* The arrow only when the supplies change the figure: "33 % → 33 %" said nothing. */}
            {model.percentAfter !== model.percentBefore && (
              <span className="text-body-secondary" title={t('occupancy.bar.afterHint')}>
                {t('occupancy.bar.after', { value: num(model.percentAfter ?? 0) })}
              </span>
            )}
          </div>
          <SegmentBar model={model} label={`${name}: ${details}`} />
        </>
      )}
      <div className="text-body-secondary text-truncate occupancy-name" title={name}>
        {name}
      </div>
      {model.overflow > 0 && (
        <div className="text-danger fw-semibold">{overflowLabel(model.overflow, i18n.language)}</div>
      )}
    </div>
  );
}
