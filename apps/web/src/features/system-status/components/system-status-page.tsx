import type { FailedJob, SystemStatus } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { dateTime, megabytes } from '@/lib/format';
import { useSystemStatus } from '../api/get-system-status';
import { useRetryJob } from '../api/retry-job';

/**
 * /services/system-status (admin, docs/rules.md#system-status): the running version and uptime, the
 * database, the background job queue with its failures ("Retry" queues one again), the mail
 * outbox's failures and each integration's last runs — refreshed every 30 s.
 */
export function SystemStatusPage() {
  const { t } = useTranslation('system-status');
  const status = useSystemStatus();
  return (
    <>
      <PageHeader title={t('layout:pages.systemStatus.title')} under="services" />
      <p className="text-body-secondary">{t('layout:pages.systemStatus.purpose')}</p>
      <QueryState query={status} errorTitle={t('loadFailed')}>
        {(data) => (
          <>
            <Overview data={data} />
            <JobsCard data={data} />
            <MailCard data={data} />
            <IntegrationsCard data={data} />
          </>
        )}
      </QueryState>
    </>
  );
}

function Overview({ data }: { data: SystemStatus }) {
  const { t } = useTranslation('system-status');
  const hours = Math.floor(data.uptime_seconds / 3600);
  const minutes = Math.floor((data.uptime_seconds % 3600) / 60);
  const facts = [
    [t('version'), data.version],
    [t('uptime'), t('uptimeValue', { hours, minutes, since: dateTime(data.started_at) })],
    [
      t('database'),
      `${t(`databaseKind.${data.database.kind}`)} · ${data.database.size_bytes === null ? '—' : megabytes(data.database.size_bytes)}`,
    ],
    [
      t('queueAge'),
      data.jobs.oldest_queued_seconds === null
        ? t('queueEmpty')
        : t('seconds', { count: data.jobs.oldest_queued_seconds }),
    ],
  ];
  return (
    <Row xs={1} md={2} xl={4} className="g-3 mb-3">
      {facts.map(([label, value]) => (
        <Col key={label}>
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <div className="small text-body-secondary">{label}</div>
              <div className="fw-semibold text-break">{value}</div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function JobsCard({ data }: { data: SystemStatus }) {
  const { t } = useTranslation('system-status');
  return (
    <Card as="section" aria-labelledby="status-jobs" className="shadow-sm mb-3">
      <Card.Header>
        <h2 id="status-jobs" className="h5 mb-0">
          {t('jobs.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        {data.jobs.counts.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('jobs.idle')}</p>
        ) : (
          <div className="d-flex flex-wrap gap-2 mb-3">
            {data.jobs.counts.map((c) => (
              <Badge
                key={`${c.kind}-${c.status}`}
                bg={c.status === 'failed' ? 'danger' : c.status === 'running' ? 'primary' : 'secondary'}
              >
                {c.kind} · {t(`jobs.status.${c.status}`, { defaultValue: c.status })}: {c.count}
              </Badge>
            ))}
          </div>
        )}
        {data.jobs.failed.length > 0 && (
          <Table responsive size="sm" className="align-middle mb-0" aria-label={t('jobs.failedTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('jobs.kind')}</th>
                <th scope="col">{t('jobs.error')}</th>
                <th scope="col">{t('jobs.attempts')}</th>
                <th scope="col">{t('jobs.finished')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('jobs.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.failed.map((job) => (
                <FailedJobRow key={job.id} job={job} />
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const { t } = useTranslation('system-status');
  const retry = useRetryJob();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  return (
    <tr>
      <td>
        <code>{job.kind}</code>
      </td>
      <td className="small text-break">{job.error ?? '—'}</td>
      <td className="tabular">{job.attempts}</td>
      <td className="small text-nowrap">{job.finished_at ? dateTime(job.finished_at) : '—'}</td>
      <td className="text-end">
        <BusyButton
          size="sm"
          variant="outline-primary"
          busy={retry.isPending}
          aria-label={t('jobs.retryNamed', { kind: job.kind, id: job.id })}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () => saved(t('jobs.retried', { kind: job.kind })),
              onError: (error) => failed(t('jobs.retryFailed'), error),
            })
          }
        >
          {t('jobs.retry')}
        </BusyButton>
      </td>
    </tr>
  );
}

function MailCard({ data }: { data: SystemStatus }) {
  const { t } = useTranslation('system-status');
  return (
    <Card as="section" aria-labelledby="status-mail" className="shadow-sm mb-3">
      <Card.Header>
        <h2 id="status-mail" className="h5 mb-0">
          {t('mail.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 mb-2">
          {data.mail.counts.length === 0 && <span className="text-body-secondary">{t('mail.none')}</span>}
          {data.mail.counts.map((c) => (
            <Badge
              key={c.status}
              bg={c.status === 'failed' ? 'danger' : c.status === 'sent' ? 'success' : 'secondary'}
            >
              {t(`mail.status.${c.status}`, { defaultValue: c.status })}: {c.count}
            </Badge>
          ))}
        </div>
        {data.mail.failed.length > 0 && (
          <Table responsive size="sm" className="mb-0" aria-label={t('mail.failedTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('mail.template')}</th>
                <th scope="col">{t('mail.to')}</th>
                <th scope="col">{t('mail.attempts')}</th>
                <th scope="col">{t('mail.error')}</th>
                <th scope="col">{t('mail.created')}</th>
              </tr>
            </thead>
            <tbody>
              {data.mail.failed.map((m) => (
                <tr key={m.id}>
                  <td>
                    <code>{m.template}</code>
                  </td>
                  <td className="text-break">{m.to ?? t('mail.staff')}</td>
                  <td className="tabular">{m.attempts}</td>
                  <td className="small text-break">{m.last_error ?? '—'}</td>
                  <td className="small text-nowrap">{dateTime(m.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}

function IntegrationsCard({ data }: { data: SystemStatus }) {
  const { t } = useTranslation('system-status');
  const { runs, shopify, feed_urls: feeds } = data.integrations;
  return (
    <Card as="section" aria-labelledby="status-integrations" className="shadow-sm mb-3">
      <Card.Header>
        <h2 id="status-integrations" className="h5 mb-0">
          {t('integrations.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        {runs.length === 0 && shopify.length === 0 && feeds.length === 0 && (
          <p className="text-body-secondary mb-0">{t('integrations.none')}</p>
        )}
        {runs.length > 0 && (
          <Table responsive size="sm" aria-label={t('integrations.runs')}>
            <thead>
              <tr>
                <th scope="col">{t('integrations.kind')}</th>
                <th scope="col">{t('integrations.lastDone')}</th>
                <th scope="col">{t('integrations.lastFailed')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.kind}>
                  <td>
                    <code>{run.kind}</code>
                  </td>
                  <td className="small">
                    {run.last_done_at ? dateTime(run.last_done_at) : t('integrations.never')}
                  </td>
                  <td className="small text-break">
                    {run.last_failed_at ? `${dateTime(run.last_failed_at)} — ${run.last_error ?? ''}` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {shopify.length > 0 && (
          <>
            <h3 className="h6">{t('integrations.shopify')}</h3>
            <ul className="small">
              {shopify.map((shop) => (
                <li key={shop.domain}>
                  {shop.domain} · {shop.status} ·{' '}
                  {shop.last_sync_at ? dateTime(shop.last_sync_at) : t('integrations.never')}
                </li>
              ))}
            </ul>
          </>
        )}
        {feeds.length > 0 && (
          <>
            <h3 className="h6">{t('integrations.feedUrls')}</h3>
            <ul className="small mb-0">
              {feeds.map((feed) => (
                <li key={feed.id} className="text-break">
                  {feed.url} ·{' '}
                  {feed.last_run_at
                    ? `${dateTime(feed.last_run_at)} · ${feed.outcome ?? ''}`
                    : t('integrations.never')}
                  {feed.error && <span className="text-danger"> — {feed.error}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
