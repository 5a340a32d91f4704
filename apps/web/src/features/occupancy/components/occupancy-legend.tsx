import { overflowLabel } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import './occupancy.css';
import { BAR_PART_CLASS, BAR_PARTS, type BarPart } from '../utils/occupancy-bar';

/** The swatch of one bar part, as drawn in the bars. */
const Swatch = ({ part }: { part: BarPart }) => (
  <span className={`occupancy-legend-swatch ${BAR_PART_CLASS[part]}`} data-part={part} aria-hidden />
);

/** What the colours of the occupancy bars mean (the occupancy modal). */
export function OccupancyLegend() {
  const { t } = useTranslation('franchise');
  return (
    <ul className="list-inline small text-body-secondary mb-0">
      {BAR_PARTS.map((part) => (
        <li key={part} className="list-inline-item me-3">
          <Swatch part={part} />
          {t(`occupancy.legend.${part}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The shelf column's part of the catalogue legend (ProductColumn.Legend, docs/rules.md#occupancy-bar):
 * what the percent, the arrow, each colour of the bar (free space included) and the overflow line
 * mean, with sample figures drawn as in the table.
 */
export function OccupancyColumnLegend() {
  const { t, i18n } = useTranslation('franchise');
  return (
    <section aria-labelledby="occupancy-column-legend">
      <h3 id="occupancy-column-legend" className="h6">
        {t('occupancy.columnLegend.title')}
      </h3>
      <dl className="mb-0 small occupancy-legend-list">
        <div className="mb-2">
          <dt className="tabular">{t('occupancy.percent', { value: 33 })}</dt>
          <dd className="mb-0">{t('occupancy.columnLegend.now')}</dd>
        </div>
        <div className="mb-2">
          <dt className="tabular">{t('occupancy.bar.after', { value: 50 })}</dt>
          <dd className="mb-0">{t('occupancy.columnLegend.after')}</dd>
        </div>
      </dl>
      <p className="small mb-1">{t('occupancy.columnLegend.bar')}</p>
      <ul className="list-unstyled small mb-2">
        {BAR_PARTS.map((part) => (
          <li key={part}>
            <Swatch part={part} />
            {part === 'remainder'
              ? `${t('occupancy.legend.remainder')} — ${t('occupancy.columnLegend.free')}`
              : t(`occupancy.legend.${part}`)}
          </li>
        ))}
      </ul>
      <p className="small mb-0">
        <span className="text-danger fw-semibold">{overflowLabel(2, i18n.language)}</span> —{' '}
        {t('occupancy.columnLegend.overflow')}
      </p>
    </section>
  );
}
