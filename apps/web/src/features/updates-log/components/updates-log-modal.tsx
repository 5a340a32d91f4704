import { TOAST_DELAY } from '@kits/contract';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUser } from '@/api/get-me';
import { LoadingStatus } from '@/components/query-state';
import { useToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { useAnyModalOpen } from '@/hooks/use-any-modal-open';
import { useIdle } from '@/hooks/use-idle';
import { useUpdatesLog } from '../api/get-updates-log';
import { useHideUpdatesLog } from '../api/hide-updates-log';
import { recordsMark, seenUpdates } from '../utils/seen-updates';
import { UpdatesLogContext } from './updates-log-context';

const loadList = () => import('./updates-log-list');
/** The records' list with its Markdown renderer, loaded when the log may open (decision 0030). */
const UpdatesLogList = lazy(async () => ({ default: (await loadList()).UpdatesLogList }));

/**
 * The what's-new modal (docs/rules.md#modals, docs/rules.md#update-log-flow) for logged-in users. It opens by itself
 * only when the user has show_update_log and there are records, never on /services/updates-log,
 * and not again once closed — in any tab, until a record is published or edited (seenUpdates,
 * localStorage per user) — and not over another modal (it waits for that one to close). The user menu can open it any time.
 * The hide button stops it until the next major update (docs/rules.md#toasts toasts).
 */
export function UpdatesLogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('updates');
  const user = useUser();
  const { pathname } = useLocation();
  const toast = useToast();
  const [requested, setRequested] = useState(false);
  // The log that opens by itself waits for the first idle moment: the page under it comes first.
  const idle = useIdle(user?.id);
  const wanted = !!user && (requested || (!!user.show_update_log && idle));
  const records = useUpdatesLog({ enabled: wanted });
  useEffect(() => {
    if (wanted) void loadList();
  }, [wanted]);
  const hide = useHideUpdatesLog();
  const mark = recordsMark(records.data ?? []);
  // Re-read when this or another tab closes the log.
  useSyncExternalStore(seenUpdates.subscribe, () => seenUpdates.snapshot(user?.id));
  const dismissed = !!user && seenUpdates.has(user.id, mark);

  // Opening by itself, it waits until no other modal is shown (a dialog the user opened, the
  // store confirmation): two stacked modals hide each other. Ours, once shown, sets the same body class.
  const otherModal = useAnyModalOpen();
  const [autoShown, setAutoShown] = useState(false);
  const autoShow =
    !!user?.show_update_log &&
    !dismissed &&
    pathname !== paths.updatesLog.path &&
    (records.data?.length ?? 0) > 0 &&
    (autoShown || !otherModal);
  useEffect(() => setAutoShown(autoShow), [autoShow]);
  const show = !!user && (requested || autoShow);
  const close = () => {
    setRequested(false);
    if (user) seenUpdates.remember(user.id, mark);
  };
  const context = useMemo(() => ({ open: () => setRequested(true) }), []);

  const hideLog = () =>
    hide.mutate(undefined, {
      onSuccess: () => {
        toast.show({ title: t('hidden'), variant: 'success', delay: TOAST_DELAY.long });
        close();
      },
      onError: (error) =>
        toast.show({
          title: t('hideFailed'),
          text: error.message,
          variant: 'danger',
          delay: TOAST_DELAY.long,
        }),
    });

  return (
    <UpdatesLogContext.Provider value={context}>
      {children}
      <Modal show={show} onHide={close} size="lg" scrollable aria-labelledby="updates-log-title">
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="updates-log-title">{t('title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {records.isPending && <LoadingStatus className="text-center py-4" />}
          {records.isError && <p className="text-danger mb-0">{t('loadFailed')}</p>}
          {records.data?.length === 0 && <p className="text-body-secondary mb-0">{t('empty')}</p>}
          {records.data && records.data.length > 0 && (
            <Suspense fallback={<LoadingStatus className="text-center py-4" />}>
              <UpdatesLogList records={records.data} />
            </Suspense>
          )}
        </Modal.Body>
        <Modal.Footer>
          {user?.show_update_log && (
            <Button variant="outline-secondary" onClick={hideLog} disabled={hide.isPending}>
              {hide.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('hide')}
            </Button>
          )}
          <Button variant="primary" onClick={close}>
            {t('close')}
          </Button>
        </Modal.Footer>
      </Modal>
    </UpdatesLogContext.Provider>
  );
}
