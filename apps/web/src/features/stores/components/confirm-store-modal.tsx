import { rankingLabel, type User } from '@kits/contract';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { useStores } from '@/api/get-stores';
import { useSetActiveStore } from '@/api/set-active-store';
import { useToast } from '@/components/toaster';
import { useAnyModalOpen } from '@/hooks/use-any-modal-open';
import { confirmStorePrompt } from '@/lib/confirm-store-prompt';
import { confirmationCookie } from '@/lib/store-confirmation';

/**
 * The confirm-store modal (docs/rules.md#modals, docs/rules.md#store-confirmation): a store selector and a confirm
 * button. Confirming the current store sets the cookie (86400 s) and closes the modal; choosing
 * another store also switches to it (PATCH store/active, then the page reloads, docs/rules.md#store-switch). Mounted once for the app; opened by the basket buttons through confirmStorePrompt.
 * `reload` is injectable for tests.
 */
export function ConfirmStoreModal({ reload }: { reload?: () => void }) {
  const { open } = useSyncExternalStore(
    confirmStorePrompt.subscribe,
    confirmStorePrompt.getState,
    confirmStorePrompt.getState,
  );
  const user = useUser();
  const otherModal = useAnyModalOpen();
  const [shown, setShown] = useState(false);
  // Opens once no other modal is shown (ours, once shown, sets the same body class itself).
  const show = open && (shown || !otherModal);
  useEffect(() => setShown(show), [show]);
  if (!user) return null;
  return (
    <Modal show={show} onHide={confirmStorePrompt.dismiss} centered aria-labelledby="confirm-store-title">
      {show && <ConfirmStoreForm current={user.current_store} reload={reload} />}
    </Modal>
  );
}

function ConfirmStoreForm({
  current,
  reload,
}: {
  current: Pick<User['current_store'], 'id' | 'name'>;
  reload?: () => void;
}) {
  const { t, i18n } = useTranslation('franchise');
  const user = useUser();
  const stores = useStores();
  const switchStore = useSetActiveStore(reload ? { reload } : undefined);
  const toast = useToast();
  const [storeId, setStoreId] = useState(current.id);
  const selectId = useId();
  const switching = storeId !== current.id;
  // The current store may be the version's main store without being one of the user's own
  // (decision 0014): it is offered first all the same.
  const own = stores.data ?? [];
  const currentIsOwn = own.some((s) => s.id === current.id);

  const confirm = () => {
    confirmationCookie.set(storeId);
    if (!switching) {
      confirmStorePrompt.close();
      return;
    }
    switchStore.mutate(storeId, {
      onError: (error) => {
        // Not switched: nothing is confirmed, the user chooses again.
        confirmationCookie.clear();
        toast.show({ title: t('confirmStore.switchFailed'), text: error.message, variant: 'danger' });
      },
    });
  };

  return (
    <>
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="confirm-store-title">{t('confirmStore.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('confirmStore.text', { store: current.name })}</p>
        <Form.Group controlId={selectId}>
          <Form.Label>{t('confirmStore.store')}</Form.Label>
          <Form.Select
            value={storeId}
            onChange={(event) => setStoreId(Number(event.target.value))}
            disabled={!stores.data || switchStore.isPending}
          >
            {!currentIsOwn && <option value={current.id}>{current.name}</option>}
            {own.map((store) => {
              const ranking = store.is_retail
                ? rankingLabel(store.ranking, user?.ranking.access ?? false, i18n.language)
                : null;
              return (
                <option key={store.id} value={store.id}>
                  {ranking ? `${store.name} (${ranking})` : store.name}
                </option>
              );
            })}
          </Form.Select>
          <Form.Text>{switching ? t('confirmStore.switchHint') : t('confirmStore.keepHint')}</Form.Text>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={confirmStorePrompt.dismiss}>
          {t('confirmStore.later')}
        </Button>
        <Button variant="primary" onClick={confirm} disabled={!stores.data || switchStore.isPending}>
          {switching ? t('confirmStore.switchAndConfirm') : t('confirmStore.confirm')}
        </Button>
      </Modal.Footer>
    </>
  );
}
