import type { MoyskladRun } from '@kits/contract';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useSyncMoysklad } from '../api/sync-moysklad';
import { hasActiveRun, lastRuns } from '../utils/runs';
import { RunView } from './run-view';

/**
 * The sync status of a mapped account (docs/moysklad.md): the last run of each kind (catalogue,
 * stock, sales), and "Sync now" (changes since the last run, all kinds) and "Full resync" (read
 * everything again). The page polls the connection while a run is queued or running; the buttons
 * wait meanwhile. A refused start (409: not mapped) is a toast.
 */
export function SyncPanel({ runs }: { runs: MoyskladRun[] }) {
  const { t } = useTranslation('moysklad');
  const sync = useSyncMoysklad();
  const queued = useSuccessToast();
  const failed = useFailureToast();
  const active = hasActiveRun(runs);
  const start = (full: boolean) =>
    sync.mutate(
      { full },
      { onSuccess: () => queued(t('sync.queued')), onError: (error) => failed(t('sync.failed'), error) },
    );
  const busy = (full: boolean) => sync.isPending && sync.variables?.full === full;
  return (
    <Card as="section" aria-labelledby="moysklad-sync-title" className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="moysklad-sync-title" className="h5 mb-0">
            {t('sync.title')}
          </h2>
          <div className="d-flex flex-wrap gap-2">
            <BusyButton busy={busy(false)} disabled={active || sync.isPending} onClick={() => start(false)}>
              {t('sync.now')}
            </BusyButton>
            <BusyButton
              variant="outline-primary"
              busy={busy(true)}
              disabled={active || sync.isPending}
              onClick={() => start(true)}
            >
              {t('sync.full')}
            </BusyButton>
          </div>
        </div>
        <ListGroup variant="flush">
          {lastRuns(runs).map(({ kind, run }) => (
            <ListGroup.Item key={kind} as="section" aria-labelledby={`moysklad-run-${kind}`} className="px-0">
              <RunView kind={kind} run={run} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
}
