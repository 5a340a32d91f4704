import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedUrlsPanel } from './feed-urls-panel';
import { ImportForm } from './import-form';
import { ImportJobView } from './import-job-view';
import { ImportJobsList } from './import-jobs-list';

/**
 * The import part of the product service: the form, the job being watched (its id in the URL as
 * `?job=`, so a reload keeps showing it), the scheduled feed URLs and the recent jobs.
 */
export function ImportPanel() {
  const { t } = useTranslation('import');
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job');
  const open = (id: string) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.set('job', id);
      return next;
    });
  return (
    <div className="d-grid gap-4">
      <Card as="section" aria-labelledby="import-title" className="shadow-sm">
        <Card.Body>
          <h2 id="import-title" className="h5">
            {t('title')}
          </h2>
          <p className="small text-body-secondary">{t('intro')}</p>
          <ImportForm onStarted={(job) => open(job.id)} />
        </Card.Body>
      </Card>
      {jobId && <ImportJobView key={jobId} jobId={jobId} />}
      <FeedUrlsPanel />
      <section aria-labelledby="import-recent">
        <h2 id="import-recent" className="h5">
          {t('recent')}
        </h2>
        <ImportJobsList activeId={jobId} onOpen={open} />
      </section>
    </div>
  );
}
