import { type RetailOutlet, rankingLabel } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { LabelledProgress } from '@/components/labelled-progress';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { QueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { money, num } from '@/lib/format';
import { useRetailOutlets } from '../api/get-retail-outlets';
import { OutletSettingsModal } from './outlet-settings-modal';

/**
 * /profile/services/retail-outlets (docs/rules.md#franchise-guard, franchise users): every retail outlet of the user with
 * its city, report period, units on the shelves and on the way, cost-weighted occupancy (docs/rules.md#spec-9),
 * sales ranking ('N из M') and the auto-order sum the auto-order page starts from; the sum and the
 * report period can be changed per outlet.
 */
export function RetailOutletsPage() {
  const { t } = useTranslation('franchise');
  const outlets = useRetailOutlets();
  const [editing, setEditing] = useState<RetailOutlet | null>(null);
  return (
    <>
      <PageHeader title={t('outlets.title')} under="profile" />
      <QueryState query={outlets} errorTitle={t('outlets.failed')} pending={<PageSpinner />}>
        {(rows) => <OutletsTable outlets={rows} onEdit={setEditing} />}
      </QueryState>
      {editing && <OutletSettingsModal outlet={editing} onHide={() => setEditing(null)} />}
    </>
  );
}

function OutletsTable({ outlets, onEdit }: { outlets: RetailOutlet[]; onEdit: (o: RetailOutlet) => void }) {
  const { t, i18n } = useTranslation('franchise');
  const user = useUser();
  const total = (pick: (o: RetailOutlet) => number) => outlets.reduce((sum, o) => sum + pick(o), 0);
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">{t('outlets.caption')}</caption>
      <TableHead
        className="table-light text-nowrap"
        cells={[
          { label: t('outlets.columns.outlet') },
          { label: t('outlets.columns.city') },
          { label: t('outlets.columns.period'), className: 'text-end' },
          { label: t('outlets.columns.stock'), className: 'text-end' },
          { label: t('outlets.columns.supplies'), className: 'text-end' },
          { label: t('outlets.columns.occupancy') },
          { label: t('outlets.columns.ranking') },
          { label: t('outlets.columns.autoOrderSum'), className: 'text-end' },
          { label: t('outlets.columns.actions'), hidden: true },
        ]}
      />
      <tbody>
        {outlets.map((outlet) => (
          <tr key={outlet.id}>
            <td>
              {outlet.name}
              {outlet.id === user?.current_store.id && (
                <Badge bg="primary" className="ms-2">
                  {t('outlets.current')}
                </Badge>
              )}
            </td>
            <td>{outlet.city ?? '—'}</td>
            <td className="text-end tabular text-nowrap">
              {t('outlets.days', { n: num(outlet.report_period_days) })}
            </td>
            <td className="text-end tabular">{num(outlet.quantity)}</td>
            <td className="text-end tabular">{outlet.supplies > 0 ? num(outlet.supplies) : '—'}</td>
            <td style={{ minWidth: '8rem' }}>
              {outlet.occupancy_percent === null ? (
                <span className="text-body-secondary">{t('outlets.noCapacities')}</span>
              ) : (
                <>
                  <div className="small tabular">
                    {t('occupancy.percent', { value: num(outlet.occupancy_percent) })}
                  </div>
                  <LabelledProgress
                    label={t('outlets.occupancyOf', { name: outlet.name })}
                    percent={outlet.occupancy_percent}
                    valueText={t('occupancy.percent', { value: num(outlet.occupancy_percent) })}
                    inlineLabel={false}
                    height="0.4rem"
                  />
                </>
              )}
            </td>
            <td className="text-nowrap tabular">
              {rankingLabel(outlet.ranking, user?.ranking.access ?? false, i18n.language)}
            </td>
            <td className="text-end tabular text-nowrap">
              {outlet.auto_order_sum !== null ? (
                money(outlet.auto_order_sum, outlet.currency)
              ) : (
                <span className="text-body-secondary" title={t('outlets.defaultSumHint')}>
                  {t('outlets.defaultSum', { sum: money(outlet.auto_order_default_sum, outlet.currency) })}
                </span>
              )}
            </td>
            <td className="text-end">
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => onEdit(outlet)}
                aria-label={t('outlets.editFor', { name: outlet.name })}
              >
                {t('outlets.edit')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <td colSpan={3}>{t('outlets.total', { n: num(outlets.length) })}</td>
          <td className="text-end tabular">{num(total((o) => o.quantity))}</td>
          <td className="text-end tabular">{num(total((o) => o.supplies))}</td>
          <td colSpan={4} />
        </tr>
      </tfoot>
    </Table>
  );
}
