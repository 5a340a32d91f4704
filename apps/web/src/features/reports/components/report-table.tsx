import { CURRENCIES, type Currency, type ReportColumn, type ReportRow } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { date, money, num } from '@/lib/format';

const isCurrency = (v: unknown): v is Currency => (CURRENCIES as readonly unknown[]).includes(v);

/**
 * One cell as the locale writes it (lib/format): money in the row's currency, counts and percents
 * as numbers, a bucket's first day as a date, flags as yes/no, order statuses by name; a totals row
 * may hold a count where its rows hold a flag.
 */
export function useReportCell() {
  const { t } = useTranslation('reports');
  return (column: ReportColumn, row: ReportRow): string => {
    const value = row[column.key];
    if (value === null || value === undefined) return '';
    switch (column.kind) {
      case 'money':
        return isCurrency(row.currency) ? money(String(value), row.currency) : String(value);
      case 'int':
        return typeof value === 'number' ? num(value) : String(value);
      case 'percent':
        return typeof value === 'number' ? `${num(value)} %` : String(value);
      case 'day':
        return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? date(String(value)) : String(value);
      case 'flag':
        return typeof value === 'boolean' ? t(value ? 'yes' : 'no') : num(Number(value));
      default:
        return column.key === 'status'
          ? t(`orders:status.${value}`, { defaultValue: String(value) })
          : String(value);
    }
  };
}

const NUMERIC: ReportColumn['kind'][] = ['int', 'money', 'percent'];

/** The report's table: a header of the server's column titles, its rows, and the totals rows in the footer. */
export function ReportTable({
  columns,
  rows,
  totals,
}: {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow[];
}) {
  const cell = useReportCell();
  const align = (c: ReportColumn) => (NUMERIC.includes(c.kind) ? 'text-end text-nowrap' : undefined);
  return (
    <Table size="sm" striped hover responsive className="mb-0 small" data-testid="report-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} className={align(c)}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a read-only table in the server's order
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.key} className={align(c)}>
                {cell(c, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className="fw-semibold">
        {totals.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one totals row per currency, in the server's order
          <tr key={i} data-testid="report-totals">
            {columns.map((c) => (
              <td key={c.key} className={align(c)}>
                {cell(c, row)}
              </td>
            ))}
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}
