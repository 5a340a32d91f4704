import { type AnalyticPeriod, type AnalyticRow, truncateStoreName } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

/** The number columns, in order: each has its heading and a hint on it (`…Hint`). */
const NUMBER_COLUMNS = ['sales', 'days', 'convergence', 'during'] as const;

function Row({ row, label, current }: { row: AnalyticRow; label?: string; current?: boolean }) {
  const name = label ?? truncateStoreName(row.store_name);
  return (
    <tr className={current ? 'table-primary' : undefined}>
      <th scope="row" className="fw-normal text-nowrap" title={row.store_name}>
        {current ? <strong>{name}</strong> : name}
      </th>
      <td className="text-end tabular">{num(row.sales)}</td>
      <td className="text-end tabular">{num(row.days_in_store)}</td>
      <td className="text-end tabular">{num(row.convergence, 2)}</td>
      <td className="text-end tabular">{num(row.convergence_during_period, 2)}</td>
    </tr>
  );
}

/**
 * One period of a product analytic (docs/rules.md#product-analytic): the current shop's row, then every shop that sold the
 * product (most units first), with sales, days in store and the two convergences (units a day over
 * the period, and over the days it was there).
 */
export function AnalyticPeriodTable({ period }: { period: AnalyticPeriod }) {
  const { t } = useTranslation('franchise');
  const { all_shops: all, current_shop: current } = period;
  const total = all.rows.reduce((sum, row) => sum + row.sales, 0);
  return (
    <>
      <p className="small mb-1">
        {t('analytics.allShops', {
          sold: num(all.rows.length),
          stores: num(all.stores_count),
          units: num(total),
        })}
      </p>
      <div className="analytics-rows">
        <Table size="sm" className="mb-0 small align-middle">
          <thead>
            <tr>
              <th scope="col">{t('analytics.columns.store')}</th>
              {NUMBER_COLUMNS.map((key) => (
                <th key={key} scope="col" className="text-end" title={t(`analytics.columns.${key}Hint`)}>
                  {t(`analytics.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {current && <Row row={current} label={t('analytics.currentShop')} current />}
            {all.rows.map((row) => (
              <Row key={row.store_id} row={row} current={row.store_id === current?.store_id} />
            ))}
            {all.rows.length === 0 && (
              <tr>
                <td colSpan={5} className="text-body-secondary">
                  {t('analytics.noSales')}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </div>
    </>
  );
}
