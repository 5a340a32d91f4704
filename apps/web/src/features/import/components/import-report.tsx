import type { ImportProblem, ImportReport } from '@kits/contract';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import './import.css';
import { type HeadCell, TableHead } from '@/components/table-head';
import { num } from '@/lib/format';

/**
 * The report of a finished import (docs/import.md "The report"): the counts, the fatal error if the
 * file could not be read, and the lists of rejected items, warnings and failed pictures (the
 * server lists at most 500 of each; the counts are complete).
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('import');
  const counts: { key: string; value: number; tone?: string }[] = [
    { key: 'itemsRead', value: report.items_read },
    { key: 'created', value: report.created, tone: report.created ? 'success' : undefined },
    { key: 'updated', value: report.updated, tone: report.updated ? 'primary' : undefined },
    { key: 'unchanged', value: report.unchanged },
    { key: 'rejected', value: report.rejected_count, tone: report.rejected_count ? 'danger' : undefined },
    { key: 'warnings', value: report.warnings_count, tone: report.warnings_count ? 'warning' : undefined },
    { key: 'picturesImported', value: report.pictures.imported },
    { key: 'picturesSkipped', value: report.pictures.skipped },
    {
      key: 'picturesFailed',
      value: report.pictures.failed_count,
      tone: report.pictures.failed_count ? 'danger' : undefined,
    },
    { key: 'categoriesCreated', value: report.categories.created },
    { key: 'categoriesUpdated', value: report.categories.updated },
  ];
  return (
    <section aria-label={t('report.title')}>
      {report.fatal && (
        <Alert variant="danger">
          <strong>{t('report.fatal')}:</strong> {report.fatal.message}
          {report.fatal.line != null && <> ({t('report.line', { line: report.fatal.line })})</>}
        </Alert>
      )}
      {report.dry_run && <Alert variant="warning">{t('report.dryRunText')}</Alert>}
      <dl className="d-flex flex-wrap gap-2 mb-3">
        {counts.map((c) => (
          <div
            key={c.key}
            className={`service-count border rounded px-3 py-2 ${c.tone ? `border-${c.tone}` : ''}`}
          >
            <dt className="small text-body-secondary fw-normal">{t(`report.${c.key}`)}</dt>
            <dd className={`mb-0 fs-5 fw-semibold tabular ${c.tone ? `text-${c.tone}-emphasis` : ''}`}>
              {num(c.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="small text-body-secondary">
        {t('report.summary', {
          format: report.format ? t(`format.${report.format}`) : '—',
          store: report.store_id,
          seconds: num(report.duration_ms / 1000, 1),
        })}
      </p>
      <ProblemTable
        id="report-rejected"
        title={t('report.rejectedTitle')}
        problems={report.rejected}
        total={report.rejected_count}
      />
      <ProblemTable
        id="report-warnings"
        title={t('report.warningsTitle')}
        problems={report.warnings}
        total={report.warnings_count}
      />
      {report.pictures.failed.length > 0 && (
        <ReportList
          id="report-pictures"
          title={t('report.picturesTitle')}
          total={report.pictures.failed_count}
          rows={report.pictures.failed}
          head={[{ label: t('report.key') }, { label: t('report.url') }, { label: t('report.reason') }]}
        >
          {(f) => (
            <>
              <td className="text-nowrap">
                <code>{f.key}</code>
              </td>
              <td className="text-break small">{f.url}</td>
              <td>{f.reason}</td>
            </>
          )}
        </ReportList>
      )}
    </section>
  );
}

/** "(first 500 of 1,234)" when the server's list was cut. */
function Shown({ count, total }: { count: number; total: number }) {
  const { t } = useTranslation('import');
  return (
    <span className="fw-normal text-body-secondary small">
      {count < total ? t('report.shownOf', { count: num(count), total: num(total) }) : `(${num(total)})`}
    </span>
  );
}

function ProblemTable({
  id,
  title,
  problems,
  total,
}: {
  id: string;
  title: string;
  problems: ImportProblem[];
  total: number;
}) {
  const { t } = useTranslation('import');
  // Dropped categories (a parent cycle) come as errors among the warnings: marked red.
  const inWarnings = id === 'report-warnings';
  if (problems.length === 0) return null;
  return (
    <ReportList
      id={id}
      title={title}
      total={total}
      rows={problems}
      head={[
        { label: t('report.key') },
        { label: t('report.lineColumn'), className: 'text-end' },
        { label: t('report.code') },
        { label: t('report.reason') },
      ]}
      rowClassName={(p) => (p.level === 'error' && inWarnings ? 'table-danger' : undefined)}
    >
      {(p) => (
        <>
          <td className="text-nowrap">{p.key ? <code>{p.key}</code> : '—'}</td>
          <td className="text-end tabular">{p.line ?? '—'}</td>
          <td className="small text-nowrap">{p.code}</td>
          <td>{p.reason}</td>
        </>
      )}
    </ReportList>
  );
}

/**
 * A list of the report (rejected items, warnings, failed pictures) under its heading with the count
 * shown of `total`, scrolling past 24rem: a row per item in the server's order (`children` draws
 * its cells; an item may repeat, so rows are keyed by position).
 */
function ReportList<T>({
  id,
  title,
  total,
  rows,
  head,
  rowClassName,
  children,
}: {
  id: string;
  title: string;
  total: number;
  rows: readonly T[];
  head: HeadCell[];
  rowClassName?: (row: T) => string | undefined;
  children: (row: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-3">
      <h4 id={id} className="h6">
        {title} <Shown count={rows.length} total={total} />
      </h4>
      <div className="table-responsive" style={{ maxHeight: '24rem' }}>
        <Table size="sm" bordered hover className="data-table mb-0" aria-labelledby={id}>
          <TableHead cells={head} />
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order; a key may repeat
              <tr key={i} className={rowClassName?.(row)}>
                {children(row)}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
