import './occupancy.css';
import { BAR_PART_CLASS, type OccupancyBarModel } from '../utils/occupancy-bar';

/** The coloured bar of an occupancy model, read out as `label` by screen readers. */
export function SegmentBar({
  model,
  label,
  className = '',
}: {
  model: Pick<OccupancyBarModel, 'parts'>;
  label: string;
  className?: string;
}) {
  return (
    <div className={`occupancy-bar ${className}`} role="img" aria-label={label}>
      {model.parts.map(({ part, width }) => (
        <span
          key={part}
          data-part={part}
          className={`occupancy-bar-part ${BAR_PART_CLASS[part]}`}
          style={{ width: `${width}%` }}
        />
      ))}
    </div>
  );
}
