import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';

type Props = {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  busy: boolean;
  onConfirm: () => void;
  onHide: () => void;
};

/** A yes/no dialog of this feature (disconnect a shop, send a shop order): the question, its details, and the action. */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  busy,
  onConfirm,
  onHide,
}: Props) {
  const { t } = useTranslation('shopify');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="shopify-confirm-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="shopify-confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {t('cancel')}
        </Button>
        <BusyButton variant={variant} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
