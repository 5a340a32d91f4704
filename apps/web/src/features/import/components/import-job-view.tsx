import type { ImportJob } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { dateTime, num } from '@/lib/format';
import { useImportJob } from '../api/get-import-job';
import { isJobActive, progressPercent } from '../utils/import-job';
import { ImportReportView } from './import-report';
import { ResumedBadge } from './resumed-badge';

export const STATUS_VARIANT: Record<ImportJob['status'], string> = {
  queued: 'secondary',
  running: 'primary',
  done: 'success',
  failed: 'danger',
};

/** One import job: polled every second while queued or running, then its report. */
export function ImportJobView({ jobId }: { jobId: string }) {
  const { t } = useTranslation('import');
  const job = useImportJob(jobId);
  if (job.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (job.isError) {
    return (
      <Alert variant="danger">
        {t('jobLoadFailed')}: {job.error.message}
      </Alert>
    );
  }
  const data = job.data;
  return (
    <Card as="section" aria-labelledby="import-job-title" className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h3 id="import-job-title" className="h6 mb-0 text-break">
          {data.file_name}
        </h3>
        <Badge bg={STATUS_VARIANT[data.status]}>{t(`status.${data.status}`)}</Badge>
        <ResumedBadge job={data} />
        {data.report?.dry_run && (
          <Badge bg="warning" text="dark">
            {t('report.dryRun')}
          </Badge>
        )}
        <span className="ms-auto small text-body-secondary">
          {t('sourceLabel')}: <code>{data.source}</code> · {dateTime(data.created_at)}
        </span>
      </Card.Header>
      <Card.Body>
        {isJobActive(data) && <JobProgress job={data} />}
        {data.status === 'failed' && (
          <Alert variant="danger" className="mb-3">
            <strong>{t('failed')}.</strong> {data.error ?? data.report?.fatal?.message}
          </Alert>
        )}
        {data.report && <ImportReportView report={data.report} />}
      </Card.Body>
    </Card>
  );
}

/** The job's progress bar: items read of the total in the phase, and the running counts. */
function JobProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('import');
  const progress = job.progress;
  const percent = progressPercent(progress);
  const phase = job.status === 'queued' ? 'queued' : (progress?.phase ?? 'validating');
  return (
    <div className="mb-3" aria-live="polite">
      <div className="d-flex flex-wrap justify-content-between small mb-1">
        <span>{t(`phase.${phase}`)}</span>
        {progress?.items_total != null && (
          <span className="tabular">
            {t('itemsOf', { read: num(progress.items_read), total: num(progress.items_total) })}
          </span>
        )}
      </div>
      <LabelledProgress label={t('jobProgress')} percent={percent} animated />
      {progress && progress.phase !== 'validating' && (
        <div className="small text-body-secondary mt-2 tabular">
          {t('running', {
            created: num(progress.created),
            updated: num(progress.updated),
            unchanged: num(progress.unchanged),
            rejected: num(progress.rejected),
            pictures: num(progress.pictures_imported),
            picturesFailed: num(progress.pictures_failed),
          })}
        </div>
      )}
    </div>
  );
}
