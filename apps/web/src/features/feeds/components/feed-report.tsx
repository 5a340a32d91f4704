import type { FeedProblem, FeedReport } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import { TableHead } from '@/components/table-head';
import { num } from '@/lib/format';

/** The rows of a feed with a problem (docs/feeds.md#errors): line, field (as the template names it), what is wrong. */
export function FeedProblems({ problems }: { problems: readonly FeedProblem[] }) {
  const { t } = useTranslation('feeds');
  if (problems.length === 0) return null;
  return (
    <Table size="sm" responsive className="data-table" aria-label={t('report.problems')}>
      <TableHead
        cells={[
          { label: t('report.line'), className: 'text-end' },
          { label: t('report.field') },
          { label: t('report.message') },
        ]}
      />
      <tbody>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line may have several problems of one field
          <tr key={i}>
            <td className="text-end tabular">{num(p.line)}</td>
            <td>{p.field ? t(`fields.${p.field}`) : '—'}</td>
            <td>{p.message}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A feed's report: a check's or an applied feed's counts and its problem rows. */
export function FeedReportView({ report }: { report: FeedReport }) {
  const { t } = useTranslation('feeds');
  const counts = [
    { key: 'rows', value: report.rows },
    { key: report.applied ? 'changedApplied' : 'changed', value: report.changed, tone: 'primary' },
    { key: 'unchanged', value: report.unchanged },
    { key: 'errors', value: report.errors, tone: report.errors ? 'danger' : undefined },
  ];
  return (
    <section aria-label={t('report.title')} className="mt-4">
      <h2 className="h5">{t('report.title')}</h2>
      {report.applied ? (
        <Alert variant="success">{t('report.appliedText', { file: report.file_name ?? '' })}</Alert>
      ) : (
        <Alert variant="warning">
          {t(report.errors > 0 ? 'report.previewProblemsText' : 'report.previewText')}
        </Alert>
      )}
      <dl className="d-flex flex-wrap gap-2 mb-3">
        {counts.map((c) => (
          <div key={c.key} className={`border rounded px-3 py-2 ${c.tone ? `border-${c.tone}` : ''}`}>
            <dt className="small text-body-secondary fw-normal">{t(`report.${c.key}`)}</dt>
            <dd className={`mb-0 fs-5 fw-semibold tabular ${c.tone ? `text-${c.tone}-emphasis` : ''}`}>
              {num(c.value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.problems.length > 0 && (
        <>
          <h3 className="h6">{t('report.problems')}</h3>
          {report.problems.length < report.errors && (
            <p className="small text-body-secondary">
              {t('report.problemsShown', { shown: report.problems.length, count: report.errors })}
            </p>
          )}
          <FeedProblems problems={report.problems} />
        </>
      )}
    </section>
  );
}
