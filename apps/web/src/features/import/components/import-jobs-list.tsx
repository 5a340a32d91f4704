import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import '@/components/service-table.css';
import { dateTime, num } from '@/lib/format';
import { useImportJobs } from '../api/get-import-jobs';
import { STATUS_VARIANT } from './import-job-view';

/** The 20 newest import jobs (GET /services/import); choosing one shows its progress or report. */
export function ImportJobsList({
  activeId,
  onOpen,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('import');
  const jobs = useImportJobs();
  if (jobs.isPending) return <p className="text-body-secondary small">{t('loading')}</p>;
  if (jobs.isError)
    return (
      <Alert variant="danger" className="small">
        {t('jobsFailed')}: {jobs.error.message}
      </Alert>
    );
  if (jobs.data.length === 0) return <p className="text-body-secondary small">{t('noJobs')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="service-table mb-0" aria-label={t('recent')}>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('fileColumn')}</th>
            <th scope="col">{t('sourceLabel')}</th>
            <th scope="col">{t('statusColumn')}</th>
            <th scope="col" className="text-end">
              {t('report.created')}
            </th>
            <th scope="col" className="text-end">
              {t('report.updated')}
            </th>
            <th scope="col" className="text-end">
              {t('report.rejected')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.map((job) => {
            const counts = job.report ?? job.progress;
            const rejected = job.report ? job.report.rejected_count : job.progress?.rejected;
            return (
              <tr key={job.id} className={job.id === activeId ? 'service-row-active' : undefined}>
                <td className="text-nowrap small">{dateTime(job.created_at)}</td>
                <td className="text-break">{job.file_name}</td>
                <td className="small">
                  <code>{job.source}</code>
                </td>
                <td>
                  <Badge bg={STATUS_VARIANT[job.status]}>{t(`status.${job.status}`)}</Badge>
                  {job.report?.dry_run && (
                    <Badge bg="warning" text="dark" className="ms-1">
                      {t('report.dryRun')}
                    </Badge>
                  )}
                </td>
                <td className="text-end tabular">{counts ? num(counts.created) : '—'}</td>
                <td className="text-end tabular">{counts ? num(counts.updated) : '—'}</td>
                <td className="text-end tabular">{rejected != null ? num(rejected) : '—'}</td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => onOpen(job.id)}
                    aria-label={t('openJob', { file: job.file_name })}
                  >
                    {t('open')}
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
