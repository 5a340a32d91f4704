import { ORDER_STATUSES, REPORT_BUCKETS, REPORT_KINDS, type ReportResponse } from '@kits/contract';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { LabelledCol } from '@/components/labelled-col';
import { PageHeader } from '@/components/page-header';
import { PeriodFilterCols } from '@/components/period-filter-cols';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toaster';
import { date, num } from '@/lib/format';
import { useDownloadReport, useReport } from '../api/get-report';
import { useReportFilters } from '../hooks/use-report-filters';
import { BUCKETED_REPORTS, type ReportFilters, toReportQuery } from '../utils/report-filters';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

/**
 * /services/reports (manager/admin, docs/rules.md#reports): the five reports as tabs; the period
 * (report period in days, month, quarter, year, custom range), bucket and order status filters,
 * all kept in the URL; a bar chart over the buckets where the report has them; the table with its
 * totals rows (one per currency); CSV and XLSX downloads of all rows with the same filters.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const { filters, setFilters } = useReportFilters();
  const query = useMemo(() => toReportQuery(filters), [filters]);
  const report = useReport(filters.report, query);
  const download = useDownloadReport();

  const start = (format: 'csv' | 'xlsx') =>
    download.mutate(
      { report: filters.report, query, format },
      {
        onError: (error) =>
          toast.show({ title: t('failed'), text: error.message, variant: 'danger', persistent: true }),
      },
    );
  const busy = (format: string) => download.isPending && download.variables?.format === format;

  return (
    <>
      <PageHeader title={t('layout:pages.reports.title')} under="services">
        <div className="d-flex gap-2">
          <BusyButton size="sm" variant="outline-primary" busy={busy('csv')} onClick={() => start('csv')}>
            {t('download', { format: 'CSV' })}
          </BusyButton>
          <BusyButton size="sm" variant="primary" busy={busy('xlsx')} onClick={() => start('xlsx')}>
            {t('download', { format: 'XLSX' })}
          </BusyButton>
        </div>
      </PageHeader>
      <Nav variant="tabs" className="mb-3" activeKey={filters.report} as="ul">
        {REPORT_KINDS.map((kind) => (
          <Nav.Item as="li" key={kind}>
            <Nav.Link as="button" type="button" eventKey={kind} onClick={() => setFilters({ report: kind })}>
              {t(`reports.${kind}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {/* The stock report is as of today: it has no filter to show. */}
      {filters.report !== 'stock' && (
        <Card className="shadow-sm mb-3">
          <Card.Body className="py-2">
            <ReportFiltersForm filters={filters} onChange={setFilters} />
          </Card.Body>
        </Card>
      )}
      <QueryState query={report} errorTitle={t('loadFailed')}>
        {(answer) => (
          // While another report or period loads the previous one stays, dimmed and marked busy.
          <div
            data-testid="report-view"
            aria-busy={report.isPlaceholderData}
            className={report.isPlaceholderData ? 'opacity-50' : undefined}
          >
            <ReportView data={answer.data} />
          </div>
        )}
      </QueryState>
    </>
  );
}

/** The period, bucket and status controls; only those the report and the period kind use. */
function ReportFiltersForm({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Row className="g-2 align-items-end">
      <PeriodFilterCols
        idPrefix="report"
        filters={filters}
        onChange={onChange}
        col={{ xs: 6, md: 'auto' }}
        withDays
      />
      {BUCKETED_REPORTS.includes(filters.report) && (
        <LabelledCol xs={6} md="auto" id="report-bucket" label={t('bucket')}>
          <Form.Select
            size="sm"
            value={filters.bucket}
            onChange={(e) => onChange({ bucket: e.target.value as ReportFilters['bucket'] })}
          >
            {REPORT_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {t(`buckets.${b}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
      )}
      {filters.report === 'orders' && (
        <LabelledCol xs={6} md="auto" id="report-status" label={t('status')}>
          <Form.Select
            size="sm"
            value={filters.status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || null) as ReportFilters['status'] })}
          >
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
      )}
    </Row>
  );
}

/** The answered report: its days and row count, the chart, the table with totals. */
function ReportView({ data }: { data: ReportResponse['data'] }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <p className="small text-body-secondary mb-2" data-testid="report-summary">
        {data.report === 'stock'
          ? t('summaryNow', { rows: num(data.total_rows) })
          : t('summary', { from: date(data.from), to: date(data.to), rows: num(data.total_rows) })}
        {data.rows.length < data.total_rows && ` ${t('firstRows', { shown: num(data.rows.length) })}`}
      </p>
      <ReportChart data={data} />
      {data.rows.length === 0 ? (
        <p className="text-body-secondary py-4 text-center">{t('empty')}</p>
      ) : (
        <ReportTable columns={data.columns} rows={data.rows} totals={data.totals} />
      )}
    </>
  );
}
