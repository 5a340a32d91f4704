import type { ShopifyJob } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { dateTime, num } from '@/lib/format';

const STATUS_BG = { queued: 'secondary', running: 'info', done: 'success', failed: 'danger' } as const;

/** What a finished job did, in a line: publish created/updated/failed, order fetch read/new. */
function useJobSummary() {
  const { t } = useTranslation('shopify');
  return (job: ShopifyJob) => {
    const r = job.report;
    if (job.status === 'failed') return job.error ?? '';
    if (!r) return t('job.progress', { done: num(job.progress.done), total: num(job.progress.total) });
    if ('created' in r)
      return t('jobs.publishSummary', {
        created: num(r.created),
        updated: num(r.updated),
        failed: num(r.failed.length),
      });
    return t('jobs.ordersSummary', { read: num(r.read), new: num(r.new) });
  };
}

/** The account's recent jobs (publish, stock push, order fetch): kind, status, started, what they did. */
export function JobsList({ jobs }: { jobs: ShopifyJob[] }) {
  const { t } = useTranslation('shopify');
  const summary = useJobSummary();
  if (jobs.length === 0) return <p className="small text-body-secondary mb-0">{t('jobs.none')}</p>;
  return (
    <Table size="sm" responsive className="small align-middle mb-0">
      <caption className="visually-hidden">{t('jobs.title')}</caption>
      <TableHead
        cells={[
          { label: t('jobs.columns.kind') },
          { label: t('jobs.columns.status') },
          { label: t('jobs.columns.started') },
          { label: t('jobs.columns.result') },
        ]}
      />
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <td>{t(`jobs.kind.${job.kind}`)}</td>
            <td>
              <Badge bg={STATUS_BG[job.status]}>{t(`jobs.status.${job.status}`)}</Badge>
            </td>
            <td className="text-nowrap">{dateTime(job.created_at)}</td>
            <td>{summary(job)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
