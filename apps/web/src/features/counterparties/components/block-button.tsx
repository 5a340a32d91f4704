import type { Counterparty } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useSetCounterpartyStatus } from '../api/save-counterparty';

/**
 * Block or unblock a counterparty after a confirmation (docs/rules.md#counterparty): blocking says
 * its users lose access at once (their tokens are refused, login answers 403).
 */
export function BlockButton({ counterparty }: { counterparty: Counterparty }) {
  const { t } = useTranslation('counterparties');
  // What the open dialog asks: kept while it fades out after the status has changed.
  const [block, setBlock] = useState(true);
  const [asking, setAsking] = useState(false);
  const change = useSetCounterpartyStatus();
  const succeeded = useSuccessToast();
  const failed = useFailureToast();
  const active = counterparty.status === 'active';
  const ask = () => {
    setBlock(active);
    setAsking(true);
  };
  const confirm = () =>
    change.mutate(
      { id: counterparty.id, block },
      {
        onSuccess: () => {
          setAsking(false);
          succeeded(t(block ? 'card.blocked' : 'card.unblocked'), counterparty.legal_name);
        },
        onError: (error) => {
          setAsking(false);
          failed(t('card.statusFailed'), error);
        },
      },
    );
  return (
    <>
      <Button variant={active ? 'outline-danger' : 'outline-success'} onClick={ask}>
        {t(active ? 'card.block' : 'card.unblock')}
      </Button>
      <Modal show={asking} onHide={() => setAsking(false)} centered aria-labelledby="block-title">
        <Modal.Header closeButton closeLabel={t('card.cancel')}>
          <Modal.Title id="block-title" className="h5">
            {t(block ? 'card.blockTitle' : 'card.unblockTitle', { name: counterparty.legal_name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {block ? t('card.blockText', { count: counterparty.users_count }) : t('card.unblockText')}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setAsking(false)}>
            {t('card.cancel')}
          </Button>
          <BusyButton variant={block ? 'danger' : 'success'} busy={change.isPending} onClick={confirm}>
            {t(block ? 'card.block' : 'card.unblock')}
          </BusyButton>
        </Modal.Footer>
      </Modal>
    </>
  );
}
