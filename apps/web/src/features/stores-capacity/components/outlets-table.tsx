import type { CapacityOutlet } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { OccupancyCell } from './occupancy-cell';

/**
 * The outlets of the stores-capacity page: number, name and city, version, owners, shelves, Σ
 * capacity, Σ units on the shelves and on the way, the cost-weighted occupancy (spec §9), and an
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
  const end = (key: string) => (
    <th scope="col" className="text-end">
      {t(key)}
    </th>
  );
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="capacity-table mb-0" aria-label={t('outlets.results')}>
        <thead className="table-light">
          <tr>
            {end('outlets.id')}
            <th scope="col">{t('outlets.name')}</th>
            <th scope="col">{t('outlets.version')}</th>
            <th scope="col">{t('outlets.owners')}</th>
            {end('outlets.shelves')}
            {end('outlets.capacity')}
            {end('outlets.units')}
            <th scope="col">{t('outlets.occupancy')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('outlets.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {outlets.map((o) => {
            const active = o.id === selectedId;
            return (
              <tr key={o.id} className={active ? 'capacity-row-active' : undefined} aria-selected={active}>
                <td className="text-end capacity-num">{o.id}</td>
                <td>
                  <div className="fw-semibold">{o.name}</div>
                  {o.city && <div className="small text-body-secondary">{o.city}</div>}
                </td>
                <td className="text-nowrap">{t(`version.${o.version}`)}</td>
                <td className="small">{o.owners.length > 0 ? o.owners.join(', ') : t('none')}</td>
                <td className="text-end capacity-num">{num(o.shelves_count)}</td>
                <td className="text-end capacity-num">{num(o.capacity)}</td>
                <td className="text-end capacity-num">{num(o.units)}</td>
                <td>
                  <OccupancyCell
                    percent={o.occupancy_percent}
                    label={t('outlets.occupancyOf', { name: o.name })}
                  />
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant={active ? 'primary' : 'outline-primary'}
                    onClick={() => onSelect(o.id)}
                    aria-label={t('outlets.editNamed', { name: o.name })}
                  >
                    {t('outlets.edit')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
