import { type OccupancyShelf, overflowLabel } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { barUnits, occupancyBarModel } from '../utils/occupancy-bar';
import { SegmentBar } from './segment-bar';

/**
 * One shelf of the outlet-occupancy modal: its name and size, the store-level percent of docs/rules.md#spec-9
 * ((count + supplies + basket units of the shelf) / capacity, rounded), the bar in the table's
 * colours, the units, and the overflow label 'Переполнение на N шт.'.
 */
export function ShelfRow({ shelf }: { shelf: OccupancyShelf }) {
  const { t, i18n } = useTranslation('franchise');
  const model = occupancyBarModel({ ...shelf, inBasket: shelf.in_basket });
  const units = t('occupancy.modal.units', barUnits(model));
  return (
    <li className="list-group-item px-0">
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <span>
          <span className="fw-semibold">{shelf.name}</span>
          {shelf.alias_name && (
            <span className="text-body-secondary small ms-2">
              {t(shelf.is_premium ? 'occupancy.modal.premium' : 'occupancy.modal.standard')}
              {shelf.size ? `, ${shelf.size}` : ''}
            </span>
          )}
        </span>
        <span className={`tabular fw-semibold ${shelf.overflow > 0 ? 'text-danger' : ''}`}>
          {shelf.percent === null ? '—' : t('occupancy.percent', { value: num(shelf.percent) })}
        </span>
      </div>
      {model.parts.length > 0 && (
        <SegmentBar model={model} label={`${shelf.name}: ${units}`} className="my-1" />
      )}
      <div className="d-flex flex-wrap justify-content-between gap-2 small">
        <span className="text-body-secondary">{units}</span>
        {shelf.overflow > 0 && (
          <span className="text-danger fw-semibold">{overflowLabel(shelf.overflow, i18n.language)}</span>
        )}
      </div>
    </li>
  );
}
