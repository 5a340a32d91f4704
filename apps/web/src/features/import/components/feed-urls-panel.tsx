import { FEED_MIN_INTERVAL_MINUTES, FeedUrl, type FeedUrlRun } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { LabelledCol } from '@/components/labelled-col';
import { ListQueryState } from '@/components/query-state';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { dateTime, num } from '@/lib/format';
import { staleRecord } from '@/lib/record-version';
import {
  useCreateFeedUrl,
  useDeleteFeedUrl,
  useFeedUrls,
  usePatchFeedUrl,
  usePullFeedUrl,
} from '../api/feed-urls';

const OUTCOME_VARIANT: Record<FeedUrlRun['outcome'], string> = {
  imported: 'success',
  unchanged: 'secondary',
  failed: 'danger',
};

/**
 * Scheduled feed URLs on the import tab (docs/feed-url.md): registering a YML or Shopify CSV URL
 * with its interval, and each feed with its switch, "pull now", delete and its newest runs.
 */
export function FeedUrlsPanel() {
  const { t } = useTranslation('feed-urls');
  const feeds = useFeedUrls();
  return (
    <Card as="section" aria-labelledby="feed-urls-title" className="shadow-sm">
      <Card.Body>
        <h2 id="feed-urls-title" className="h5">
          {t('title')}
        </h2>
        <p className="small text-body-secondary">{t('intro', { min: FEED_MIN_INTERVAL_MINUTES })}</p>
        <FeedUrlForm />
        <div className="mt-4 d-grid gap-3">
          <ListQueryState query={feeds} errorTitle={t('loadFailed')} emptyText={t('none')}>
            {(list) => list.map((feed) => <FeedUrlItem key={feed.id} feed={feed} />)}
          </ListQueryState>
        </div>
      </Card.Body>
    </Card>
  );
}

/** URL, name and interval; a refused address's message shows under the URL. */
function FeedUrlForm() {
  const { t } = useTranslation('feed-urls');
  const create = useCreateFeedUrl();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [interval, setInterval] = useState(String(60));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(interval);
    const local: Record<string, string> = {};
    if (!url.trim()) local.url = t('urlRequired');
    if (!Number.isInteger(minutes) || minutes < FEED_MIN_INTERVAL_MINUTES)
      local.interval_minutes = t('intervalMin', { min: FEED_MIN_INTERVAL_MINUTES });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { url: url.trim(), name: name.trim() || undefined, interval_minutes: minutes },
      {
        onSuccess: () => {
          setUrl('');
          setName('');
          saved(t('added'));
        },
        onError: (err) => {
          const fields = joinFieldErrors(apiFieldErrors(err));
          if (fields.url || fields.interval_minutes) setErrors(fields);
          else failed(t('addFailed'), err);
        },
      },
    );
  };

  const invalid = (field: string) => ({
    isInvalid: !!errors[field],
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `feed-${field}-error` : undefined,
  });
  const feedback = (field: string) => (
    <Form.Control.Feedback id={`feed-${field}-error`} type="invalid">
      {errors[field]}
    </Form.Control.Feedback>
  );

  return (
    <Form noValidate onSubmit={submit} aria-label={t('form')}>
      <Row className="g-3 align-items-end">
        <LabelledCol md={6} id="feed-url" label={t('url')} hint={t('urlHint')}>
          <Form.Control
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/catalog.xml"
            maxLength={2000}
            disabled={create.isPending}
            {...invalid('url')}
          />
          {feedback('url')}
        </LabelledCol>
        <LabelledCol md={3} id="feed-name" label={t('name')}>
          <Form.Control
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            disabled={create.isPending}
          />
        </LabelledCol>
        <LabelledCol md={2} id="feed-interval" label={t('interval')}>
          <Form.Control
            type="number"
            min={FEED_MIN_INTERVAL_MINUTES}
            step={1}
            value={interval}
            onChange={(e) => setInterval(e.target.value)}
            disabled={create.isPending}
            {...invalid('interval_minutes')}
          />
          {feedback('interval_minutes')}
        </LabelledCol>
      </Row>
      <BusyButton type="submit" className="mt-3" busy={create.isPending}>
        {t('add')}
      </BusyButton>
    </Form>
  );
}

/** One feed: name and URL, its switch, interval, next pull, the buttons and its runs. */
function FeedUrlItem({ feed }: { feed: FeedUrl }) {
  const { t } = useTranslation('feed-urls');
  const patch = usePatchFeedUrl();
  const pull = usePullFeedUrl();
  const remove = useDeleteFeedUrl();
  const failed = useFailureToast();
  const done = useSuccessToast();
  const [asking, setAsking] = useState(false);
  const [stale, setStale] = useState(false);
  const titleId = `feed-${feed.id}-title`;
  return (
    <article aria-labelledby={titleId} className="border rounded p-3">
      {stale && <StaleRecordAlert changes={[]} kept={false} />}
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
        <div>
          <h3 id={titleId} className="h6 mb-1">
            {feed.name}
          </h3>
          <div className="small text-break">
            <code>{feed.url}</code>
          </div>
          <div className="small text-body-secondary">
            {t('every', { count: feed.interval_minutes })} · {t('sourceIs')} <code>{feed.source}</code>
            {feed.enabled && <> · {t('next', { when: dateTime(feed.next_run_at) })}</>}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Form.Check
            type="switch"
            id={`feed-${feed.id}-enabled`}
            role="switch"
            label={t('enabled')}
            checked={feed.enabled}
            disabled={patch.isPending}
            onChange={(e) =>
              patch.mutate(
                { id: feed.id, etag: feed.etag, patch: { enabled: e.target.checked } },
                {
                  onSuccess: () => setStale(false),
                  onError: (err) =>
                    staleRecord(err, FeedUrl) ? setStale(true) : failed(t('saveFailed'), err),
                },
              )
            }
          />
          <BusyButton
            size="sm"
            variant="outline-primary"
            busy={pull.isPending}
            onClick={() =>
              pull.mutate(feed.id, {
                onSuccess: () => done(t('pullQueued')),
                onError: (err) => failed(t('pullFailed'), err),
              })
            }
          >
            {t('pullNow')}
          </BusyButton>
          {asking ? (
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              <span className="small">{t('confirmDelete', { name: feed.name })}</span>
              <BusyButton
                size="sm"
                variant="danger"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(feed.id, {
                    onError: (err) => failed(t('deleteFailed'), err),
                    onSettled: () => setAsking(false),
                  })
                }
              >
                {t('deleteYes')}
              </BusyButton>
              <Button size="sm" variant="outline-secondary" onClick={() => setAsking(false)}>
                {t('deleteNo')}
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="outline-danger" onClick={() => setAsking(true)}>
              {t('delete')}
            </Button>
          )}
        </div>
      </div>
      <FeedRuns feed={feed} />
    </article>
  );
}

/** The newest runs: time, HTTP status, outcome, the import's counts, the error. */
function FeedRuns({ feed }: { feed: FeedUrl }) {
  const { t } = useTranslation('feed-urls');
  if (feed.runs.length === 0) return <p className="small text-body-secondary mt-2 mb-0">{t('noRuns')}</p>;
  const count = (run: FeedUrlRun, key: 'created' | 'updated' | 'unchanged' | 'rejected') =>
    run.counts ? num(run.counts[key]) : '—';
  return (
    <Table
      size="sm"
      responsive
      className="data-table mt-2 mb-0"
      aria-label={t('runsOf', { name: feed.name })}
    >
      <thead>
        <tr>
          <th scope="col">{t('runs.when')}</th>
          <th scope="col">{t('runs.http')}</th>
          <th scope="col">{t('runs.outcome')}</th>
          <th scope="col" className="text-end">
            {t('runs.created')}
          </th>
          <th scope="col" className="text-end">
            {t('runs.updated')}
          </th>
          <th scope="col" className="text-end">
            {t('runs.unchanged')}
          </th>
          <th scope="col" className="text-end">
            {t('runs.rejected')}
          </th>
          <th scope="col">{t('runs.error')}</th>
        </tr>
      </thead>
      <tbody>
        {feed.runs.map((run) => (
          <tr key={run.id}>
            <td className="text-nowrap">{dateTime(run.started_at)}</td>
            <td className="tabular">{run.http_status ?? '—'}</td>
            <td>
              <Badge bg={OUTCOME_VARIANT[run.outcome]}>{t(`outcome.${run.outcome}`)}</Badge>
            </td>
            <td className="text-end tabular">{count(run, 'created')}</td>
            <td className="text-end tabular">{count(run, 'updated')}</td>
            <td className="text-end tabular">{count(run, 'unchanged')}</td>
            <td className="text-end tabular">{count(run, 'rejected')}</td>
            <td className="small text-break">{run.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
