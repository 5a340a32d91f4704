import type { MoyskladRun, MoyskladSyncKind } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { dateTime, num } from '@/lib/format';
import { isRunActive, runPercent } from '../utils/runs';
import { RunFailures } from './run-failures';

const STATUS_VARIANT = {
  queued: 'secondary',
  running: 'primary',
  done: 'success',
  failed: 'danger',
} as const;

/**
 * One kind's last run (docs/moysklad.md): its heading (id `moysklad-run-<kind>`) with status and
 * mode, the counts, when it started and finished, a progress bar while queued or running (done of
 * total; indeterminate while the total is not known), why it failed, and its failures.
 */
export function RunView({ kind, run }: { kind: MoyskladSyncKind; run: MoyskladRun | null }) {
  const { t } = useTranslation('moysklad');
  const title = t(`sync.kinds.${kind}`);
  const heading = (
    <h3 id={`moysklad-run-${kind}`} className="h6 mb-0">
      {title}
    </h3>
  );
  if (!run)
    return (
      <>
        {heading}
        <p className="small text-body-secondary mb-0">{t('sync.never')}</p>
      </>
    );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {heading}
        <Badge bg={STATUS_VARIANT[run.status]}>{t(`sync.statuses.${run.status}`)}</Badge>
        <span className="small text-body-secondary">
          {t('sync.mode', { mode: t(`sync.modes.${run.mode}`) })}
        </span>
      </div>
      <RunCounts run={run} />
      {isRunActive(run) && <RunProgress run={run} label={t('sync.progress', { kind: title })} />}
      {run.status === 'failed' && run.error && (
        <Alert variant="danger" className="small py-2 mb-2">
          <strong>{t('sync.error')}</strong> {run.error}
        </Alert>
      )}
      <RunFailures run={run} />
    </>
  );
}

/** A run's created, updated, unchanged and failed counts (failed ones stand out) and when it started and finished. */
function RunCounts({ run }: { run: MoyskladRun }) {
  const { t } = useTranslation('moysklad');
  const cell = (label: string, value: string, className = '') => (
    <div key={label} className="col">
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className={`mb-0 tabular ${className}`}>{value}</dd>
    </div>
  );
  return (
    <dl className="row row-cols-auto g-3 small mb-2">
      {cell(t('sync.created'), num(run.created))}
      {cell(t('sync.updated'), num(run.updated))}
      {cell(t('sync.unchanged'), num(run.unchanged))}
      {cell(t('sync.failedCount'), num(run.failed), run.failed > 0 ? 'text-danger fw-semibold' : '')}
      {cell(t('sync.startedAt'), run.started_at ? dateTime(run.started_at) : t('sync.notYet'))}
      {cell(t('sync.finishedAt'), run.finished_at ? dateTime(run.finished_at) : t('sync.notYet'))}
    </dl>
  );
}

/** A queued or running run's bar (named `label`) and, under it, done of total (or done alone), or "waiting" while queued. */
function RunProgress({ run, label }: { run: MoyskladRun; label: string }) {
  const { t } = useTranslation('moysklad');
  const progress = run.progress;
  return (
    <div className="mb-2" aria-live="polite">
      <LabelledProgress
        label={label}
        percent={runPercent(run)}
        animated
        height="0.75rem"
        inlineLabel={false}
      />
      <div className="small text-body-secondary mt-1 tabular">
        {run.status === 'queued' || !progress
          ? t('sync.waiting')
          : progress.total != null
            ? t('sync.progressOf', { done: num(progress.done), total: num(progress.total) })
            : t('sync.progressDone', { done: num(progress.done) })}
      </div>
    </div>
  );
}
