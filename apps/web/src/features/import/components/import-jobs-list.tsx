import type { ImportJob } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { type PickColumn, PickTable } from '@/components/pick-table';
import { ListQueryState } from '@/components/query-state';
import { dateTime, num } from '@/lib/format';
import { useImportJobs } from '../api/get-import-jobs';
import { STATUS_VARIANT } from './import-job-view';
import { ResumedBadge } from './resumed-badge';

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
  const count = (
    label: string,
    pick: (job: ImportJob) => number | null | undefined,
  ): PickColumn<ImportJob> => ({
    label,
    className: 'text-end',
    cellClassName: 'text-end tabular',
    cell: (job) => {
      const value = pick(job);
      return value != null ? num(value) : '—';
    },
  });
  const columns: PickColumn<ImportJob>[] = [
    { label: t('when'), cellClassName: 'text-nowrap small', cell: (job) => dateTime(job.created_at) },
    { label: t('fileColumn'), cellClassName: 'text-break', cell: (job) => job.file_name },
    { label: t('sourceLabel'), cellClassName: 'small', cell: (job) => <code>{job.source}</code> },
    {
      label: t('statusColumn'),
      cell: (job) => (
        <>
          <Badge bg={STATUS_VARIANT[job.status]}>{t(`status.${job.status}`)}</Badge>{' '}
          <ResumedBadge job={job} />
          {job.report?.dry_run && (
            <Badge bg="warning" text="dark" className="ms-1">
              {t('report.dryRun')}
            </Badge>
          )}
        </>
      ),
    },
    count(t('report.created'), (job) => (job.report ?? job.progress)?.created),
    count(t('report.updated'), (job) => (job.report ?? job.progress)?.updated),
    count(t('report.rejected'), (job) => (job.report ? job.report.rejected_count : job.progress?.rejected)),
  ];
  return (
    <ListQueryState query={jobs} errorTitle={t('jobsFailed')} emptyText={t('noJobs')}>
      {(list) => (
        <PickTable
          rows={list}
          rowKey={(job) => job.id}
          columns={columns}
          label={t('recent')}
          pick={{
            label: t('open'),
            rowLabel: (job) => t('openJob', { file: job.file_name }),
            onPick: (job) => onOpen(job.id),
          }}
          selectedKey={activeId}
        />
      )}
    </ListQueryState>
  );
}
