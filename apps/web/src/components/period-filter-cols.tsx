import { DEFAULT_REPORT_DAYS, PERIOD_KINDS } from '@kits/contract';
import type { ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { PeriodFilters } from '@/lib/period-filters';
import { DateRangeCols } from './date-range-cols';
import { LabelledCol } from './labelled-col';

/**
 * The sales period controls of a back-office filter bar (docs/rules.md#sales-period): the kind
 * (report period, month, quarter, year, custom dates), then what that kind takes — the number of
 * days of the report period (`withDays`; else the default 30), a day inside the calendar period,
 * or the two days of a custom range. Each a LabelledCol of widths `col`, ids `${idPrefix}-…`;
 * `onChange` gets the changed fields (a new kind starts from the current period).
 */
export function PeriodFilterCols({
  idPrefix,
  filters,
  onChange,
  col,
  withDays = false,
}: {
  idPrefix: string;
  filters: PeriodFilters;
  onChange: (change: Partial<PeriodFilters>) => void;
  col: ColProps;
  withDays?: boolean;
}) {
  const { t } = useTranslation('common');
  const calendar = filters.period === 'month' || filters.period === 'quarter' || filters.period === 'year';
  return (
    <>
      <LabelledCol {...col} id={`${idPrefix}-period`} label={t('period.label')}>
        <Form.Select
          size="sm"
          value={filters.period}
          onChange={(e) => onChange({ period: e.target.value as PeriodFilters['period'], anchor: '' })}
        >
          {PERIOD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'report' && !withDays
                ? t('period.reportDays', { count: DEFAULT_REPORT_DAYS })
                : t(`period.kinds.${kind}`)}
            </option>
          ))}
        </Form.Select>
      </LabelledCol>
      {filters.period === 'report' && withDays && (
        <LabelledCol {...col} id={`${idPrefix}-days`} label={t('period.days')}>
          <Form.Control
            size="sm"
            type="number"
            min={1}
            max={365}
            placeholder={String(DEFAULT_REPORT_DAYS)}
            value={filters.days ?? ''}
            onChange={(e) => {
              const n = Number(e.target.value);
              onChange({ days: Number.isInteger(n) && n >= 1 && n <= 365 ? n : null });
            }}
          />
        </LabelledCol>
      )}
      {calendar && (
        <LabelledCol {...col} id={`${idPrefix}-anchor`} label={t('period.anchor')}>
          <Form.Control
            size="sm"
            type="date"
            value={filters.anchor}
            onChange={(e) => onChange({ anchor: e.target.value })}
          />
        </LabelledCol>
      )}
      {filters.period === 'custom' && (
        <DateRangeCols
          idPrefix={idPrefix}
          from={{ value: filters.from, label: t('period.from') }}
          to={{ value: filters.to, label: t('period.to') }}
          onChange={onChange}
          col={col}
        />
      )}
    </>
  );
}
