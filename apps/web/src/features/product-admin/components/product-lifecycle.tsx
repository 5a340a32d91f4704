import type { ServiceProduct } from '@kits/contract';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { dateTime } from '@/lib/format';
import { useDeleteServiceProduct, useSetServiceProductArchived } from '../api/product-lifecycle';

/**
 * Archive, restore and delete of one product (docs/rules.md#product-lifecycle): archiving hides it
 * from customers and keeps it in orders and reports; deleting asks first and is refused by the
 * server (its message in a toast) while anything references the product. `onDeleted` closes the editor.
 */
export function ProductLifecycle({ product, onDeleted }: { product: ServiceProduct; onDeleted: () => void }) {
  const { t } = useTranslation('product-admin');
  const id = useId();
  const archive = useSetServiceProductArchived();
  const remove = useDeleteServiceProduct();
  const succeeded = useSuccessToast();
  const failed = useFailureToast();
  const [asking, setAsking] = useState(false);
  const archived = product.archived_at !== null;

  const toggle = () =>
    archive.mutate(
      { id: product.id, archived: !archived },
      {
        onSuccess: () => succeeded(t(archived ? 'lifecycle.restored' : 'lifecycle.archived'), product.code),
        onError: (error) => failed(t('lifecycle.failed'), error),
      },
    );
  const confirmDelete = () =>
    remove.mutate(product.id, {
      onSuccess: (res) => {
        setAsking(false);
        succeeded(t('lifecycle.deleted'), res.message);
        onDeleted();
      },
      onError: (error) => {
        setAsking(false);
        failed(t('lifecycle.deleteFailed'), error);
      },
    });

  return (
    <Card as="section" aria-labelledby={id} className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={id} className="h6 mb-0">
          {t('lifecycle.title')}
        </h3>
        {archived ? (
          <Badge bg="secondary">
            {t('lifecycle.archivedSince', { when: dateTime(product.archived_at!) })}
          </Badge>
        ) : (
          <Badge bg="success">{t('lifecycle.onSale')}</Badge>
        )}
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          {t(archived ? 'lifecycle.restoreHint' : 'lifecycle.archiveHint')}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <BusyButton
            variant={archived ? 'outline-success' : 'outline-secondary'}
            busy={archive.isPending}
            onClick={toggle}
          >
            {t(archived ? 'lifecycle.restore' : 'lifecycle.archive')}
          </BusyButton>
          <Button variant="outline-danger" className="ms-auto" onClick={() => setAsking(true)}>
            {t('lifecycle.delete')}
          </Button>
        </div>
      </Card.Body>
      <Modal show={asking} onHide={() => setAsking(false)} centered aria-labelledby={`${id}-delete`}>
        <Modal.Header closeButton closeLabel={t('lifecycle.cancel')}>
          <Modal.Title id={`${id}-delete`} className="h5">
            {t('lifecycle.deleteTitle', { code: product.code })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('lifecycle.deleteText')}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setAsking(false)}>
            {t('lifecycle.cancel')}
          </Button>
          <BusyButton variant="danger" busy={remove.isPending} onClick={confirmDelete}>
            {t('lifecycle.delete')}
          </BusyButton>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
