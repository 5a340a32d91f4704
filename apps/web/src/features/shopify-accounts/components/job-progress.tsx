import type { ShopifyJob } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { num } from '@/lib/format';

/** Percent of a job's progress, or null while its size is not known yet (an indeterminate bar). */
export const jobPercent = (job: Pick<ShopifyJob, 'progress' | 'status'>) =>
  job.status === 'done'
    ? 100
    : job.progress.total > 0
      ? Math.min(100, Math.round((job.progress.done / job.progress.total) * 100))
      : null;

/**
 * A background job while it runs (a progress bar named `label`, done of total) and, once it
 * failed, its error. A finished job's report is its caller's to show.
 */
export function JobProgress({ job, label }: { job: ShopifyJob; label: string }) {
  const { t } = useTranslation('shopify');
  if (job.status === 'failed')
    return (
      <Alert variant="danger" className="mb-0">
        <strong>{t('job.failed')}</strong> {job.error}
      </Alert>
    );
  if (job.status === 'done') return null;
  return (
    <div>
      <LabelledProgress label={label} percent={jobPercent(job)} animated />
      <div className="small text-body-secondary mt-1">
        {job.status === 'queued'
          ? t('job.queued')
          : t('job.progress', { done: num(job.progress.done), total: num(job.progress.total) })}
      </div>
    </div>
  );
}
