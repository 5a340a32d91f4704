import type { CapacityOutlet } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { type PickColumn, PickTable } from '@/components/pick-table';
import { num } from '@/lib/format';
import { OccupancyCell } from './occupancy-cell';

/**
 * The outlets of the stores-capacity page: number, name and city, version, owners, shelves, Σ
 * capacity, Σ units on the shelves and on the way, the cost-weighted occupancy (docs/rules.md#spec-9), and an
 * edit button that opens the outlet's shelves.
 */
export function OutletsTable({
  outlets,
  selectedId,
  onSelect,
}: {
  outlets: CapacityOutlet[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('stores-capacity');
  const count = (key: string, pick: (o: CapacityOutlet) => number): PickColumn<CapacityOutlet> => ({
    label: t(key),
    className: 'text-end',
    cellClassName: 'text-end capacity-num',
    cell: (o) => num(pick(o)),
  });
  const columns: PickColumn<CapacityOutlet>[] = [
    { ...count('outlets.id', (o) => o.id), cell: (o) => o.id },
    {
      label: t('outlets.name'),
      cell: (o) => (
        <>
          <div className="fw-semibold">{o.name}</div>
          {o.city && <div className="small text-body-secondary">{o.city}</div>}
        </>
      ),
    },
    { label: t('outlets.version'), cellClassName: 'text-nowrap', cell: (o) => t(`version.${o.version}`) },
    {
      label: t('outlets.owners'),
      cellClassName: 'small',
      cell: (o) => (o.owners.length > 0 ? o.owners.join(', ') : t('none')),
    },
    count('outlets.shelves', (o) => o.shelves_count),
    count('outlets.capacity', (o) => o.capacity),
    count('outlets.units', (o) => o.units),
    {
      label: t('outlets.occupancy'),
      cell: (o) => (
        <OccupancyCell percent={o.occupancy_percent} label={t('outlets.occupancyOf', { name: o.name })} />
      ),
    },
  ];
  return (
    <PickTable
      rows={outlets}
      rowKey={(o) => o.id}
      columns={columns}
      label={t('outlets.results')}
      pick={{
        label: t('outlets.edit'),
        rowLabel: (o) => t('outlets.editNamed', { name: o.name }),
        onPick: (o) => onSelect(o.id),
      }}
      selectedKey={selectedId}
    />
  );
}
