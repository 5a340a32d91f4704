import type { Counterparty, Outlet } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { type PickColumn, PickTable } from '@/components/pick-table';
import { QueryState } from '@/components/query-state';
import { money } from '@/lib/format';
import { useOutlets } from '../api/outlets';
import { OutletModal } from './outlet-modal';

/**
 * The card's Outlets tab (docs/rules.md#counterparty): the stores the counterparty owns — number,
 * name and city, retail or not, currency, report period, auto-order sum, ranking participation —
 * each opening the edit dialog, and "Add outlet" (a new one reaches every user of the counterparty).
 */
export function OutletsTab({ counterparty }: { counterparty: Counterparty }) {
  const { t } = useTranslation('counterparties');
  const outlets = useOutlets(counterparty.id);
  const [editing, setEditing] = useState<Outlet | 'new' | null>(null);
  const columns: PickColumn<Outlet>[] = [
    { label: t('outlets.id'), cellClassName: 'tabular', cell: (o) => o.id },
    {
      label: t('outlets.name'),
      cell: (o) => (
        <>
          <div className="fw-semibold">{o.name}</div>
          {o.city && <div className="small text-body-secondary">{o.city}</div>}
        </>
      ),
    },
    { label: t('outlets.kind'), cell: (o) => t(o.is_retail ? 'outlets.retail' : 'outlets.notRetail') },
    { label: t('outlets.currency'), cell: (o) => o.currency },
    {
      label: t('outlets.period'),
      cellClassName: 'text-nowrap',
      cell: (o) => t('outlets.periodDays', { count: o.report_period_days }),
    },
    {
      label: t('outlets.autoOrderSum'),
      className: 'text-end',
      cellClassName: 'text-end tabular text-nowrap',
      cell: (o) => (o.auto_order_sum === null ? t('outlets.none') : money(o.auto_order_sum, o.currency)),
    },
    { label: t('outlets.inRanking'), cell: (o) => t(o.in_ranking ? 'outlets.yes' : 'outlets.no') },
  ];
  return (
    <section aria-label={t('outlets.caption')}>
      <div className="d-flex justify-content-end mb-3">
        <Button onClick={() => setEditing('new')}>{t('outlets.add')}</Button>
      </div>
      <QueryState
        query={outlets}
        errorTitle={t('outlets.failed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-body-secondary">{t('outlets.empty')}</p>}
      >
        {(rows) => (
          <PickTable
            rows={rows}
            rowKey={(o) => o.id}
            columns={columns}
            label={t('outlets.caption')}
            pick={{
              label: t('outlets.edit'),
              rowLabel: (o) => t('outlets.editNamed', { name: o.name }),
              onPick: setEditing,
            }}
          />
        )}
      </QueryState>
      {editing && (
        <OutletModal
          counterparty={counterparty}
          outlet={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
        />
      )}
    </section>
  );
}
