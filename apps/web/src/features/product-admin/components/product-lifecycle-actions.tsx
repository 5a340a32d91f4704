import type { ServiceProduct } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useArchiveServiceProduct } from '../api/archive-service-product';
import { useDeleteServiceProduct } from '../api/delete-service-product';

/**
 * A product's life-cycle buttons in its editor: archive (hidden from customers, kept in orders and
 * reports) or restore (docs/rules.md#product-archive), and delete after a confirmation
 * (docs/rules.md#product-delete; refused with the server's reason while anything refers to it).
 */
export function ProductLifecycleActions({
  product,
  onDeleted,
}: {
  product: ServiceProduct;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('product-admin');
  const done = useSuccessToast();
  const failed = useFailureToast();
  const archive = useArchiveServiceProduct();
  const remove = useDeleteServiceProduct();
  const [confirming, setConfirming] = useState(false);
  const archived = product.archived_at !== null;

  const toggleArchive = () =>
    archive.mutate(
      { id: product.id, archived: !archived },
      {
        onSuccess: () =>
          done(
            t(archived ? 'archive.restored' : 'archive.archived'),
            t(archived ? 'archive.restoredText' : 'archive.archivedText', { code: product.code }),
          ),
        onError: (error) => failed(t('archive.failed'), error),
      },
    );

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton size="sm" variant="outline-secondary" busy={archive.isPending} onClick={toggleArchive}>
          {t(archived ? 'archive.restore' : 'archive.archive')}
        </BusyButton>
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
          {t('delete.delete')}
        </Button>
      </div>
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        centered
        aria-labelledby="product-delete-title"
      >
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="product-delete-title" as="h2" className="h5">
            {t('delete.title', { code: product.code })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">{t('delete.question')}</p>
          {remove.isError && (
            <Alert variant="danger" className="mb-0" role="alert">
              {remove.error.message}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button
            variant="outline-secondary"
            onClick={() => setConfirming(false)}
            disabled={remove.isPending}
          >
            {t('delete.cancel')}
          </Button>
          <BusyButton
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () => {
                  setConfirming(false);
                  done(t('delete.deleted'), t('delete.deletedText', { code: product.code }));
                  onDeleted();
                },
              })
            }
          >
            {t('delete.confirm')}
          </BusyButton>
        </Modal.Footer>
      </Modal>
    </>
  );
}
