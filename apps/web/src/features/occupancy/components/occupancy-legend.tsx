import { useTranslation } from 'react-i18next';
import './occupancy.css';
import { BAR_PART_CLASS, BAR_PARTS } from '../utils/occupancy-bar';

/** What the colours of the occupancy bars mean. */
export function OccupancyLegend() {
  const { t } = useTranslation('franchise');
  return (
    <ul className="list-inline small text-body-secondary mb-0">
      {BAR_PARTS.map((part) => (
        <li key={part} className="list-inline-item me-3">
          <span className={`occupancy-legend-swatch ${BAR_PART_CLASS[part]}`} data-part={part} aria-hidden />
          {t(`occupancy.legend.${part}`)}
        </li>
      ))}
    </ul>
  );
}
