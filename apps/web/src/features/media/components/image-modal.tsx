import { TOAST_DELAY } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useSuccessToast, useToast } from '@/components/toaster';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import { useMakeMain } from '../api/make-main';
import './media.css';

type Props = {
  /** The picture shown; null hides the modal. */
  mediaId: number | null;
  /** Whose picture it is (the title). */
  productName?: string;
  onHide: () => void;
};

/**
 * The image modal of managers (docs/rules.md#modals, docs/rules.md#media-deletion): the picture with its name, "make
 * main", and "delete", which leads to a confirmation; confirming deletes it (DELETE /media/{id}) with
 * the docs/rules.md#toasts toasts: "Картинка {name} успешно удалена" (УДАЛЕННО) or "Ошибка не удалось удалить
 * картинку {name}" (ОШИБКА).
 */
export function ImageModal({ mediaId, productName, onHide }: Props) {
  return (
    <Modal show={mediaId !== null} onHide={onHide} size="lg" centered aria-labelledby="image-modal-title">
      {mediaId !== null && (
        <ImageModalBody key={mediaId} mediaId={mediaId} productName={productName} onHide={onHide} />
      )}
    </Modal>
  );
}

function ImageModalBody({
  mediaId,
  productName,
  onHide,
}: {
  mediaId: number;
  productName?: string;
  onHide: () => void;
}) {
  const { t } = useTranslation('media');
  const saved = useSuccessToast();
  const toast = useToast();
  const media = useMedia(mediaId);
  const remove = useDeleteMedia();
  const main = useMakeMain();
  const [confirming, setConfirming] = useState(false);
  const name = media.data?.name ?? '';

  const confirmDelete = () =>
    remove.mutate(mediaId, {
      onSuccess: () => {
        saved(t('toast.deletedTitle'), t('toast.deleted', { name }));
        onHide();
      },
      onError: () => {
        toast.show({
          title: t('toast.failedTitle'),
          text: t('toast.failed', { name }),
          variant: 'danger',
          delay: TOAST_DELAY.long,
        });
        setConfirming(false);
      },
    });

  return (
    <>
      <Modal.Header closeButton closeLabel={t('modal.close')}>
        <Modal.Title id="image-modal-title" className="h5">
          {confirming ? t('confirm.title') : (productName ?? t('modal.title'))}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {media.isPending ? (
          <div className="text-center py-5">
            <Spinner role="status" aria-label={t('loading')} />
          </div>
        ) : media.isError ? (
          <Alert variant="danger" className="mb-0">
            {t('modal.loadFailed')}: {media.error.message}
          </Alert>
        ) : confirming ? (
          <div className="d-flex gap-3 align-items-start">
            <img
              src={media.data.url_small}
              alt=""
              width={75}
              height={75}
              className="rounded border media-thumb"
            />
            <div>
              <p className="mb-1">{t('confirm.text', { name })}</p>
              <p className="small text-body-secondary mb-0">{t('confirm.hint')}</p>
            </div>
          </div>
        ) : (
          <figure className="mb-0">
            <img src={media.data.url} alt={name} className="media-large d-block mx-auto rounded border" />
            <figcaption className="d-flex flex-wrap align-items-center gap-2 mt-2 small">
              <span className="text-break fw-semibold">{name}</span>
              <Badge bg={media.data.collection_name === 'main' ? 'primary' : 'secondary'}>
                {t(`collection.${media.data.collection_name}`)}
              </Badge>
              <span className="text-body-secondary">{media.data.file_name}</span>
            </figcaption>
            {main.isError && (
              <Alert variant="danger" className="mt-2 mb-0 small">
                {main.error.message}
              </Alert>
            )}
          </figure>
        )}
      </Modal.Body>
      <Modal.Footer>
        {confirming ? (
          <>
            <Button
              variant="outline-secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('confirm.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner size="sm" className="me-2" />}
              {t('confirm.delete')}
            </Button>
          </>
        ) : (
          <>
            {media.data?.collection_name === 'gallery' && (
              <Button
                variant="outline-primary"
                onClick={() => main.mutate(mediaId)}
                disabled={main.isPending}
              >
                {main.isPending && <Spinner size="sm" className="me-2" />}
                {t('modal.makeMain')}
              </Button>
            )}
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={!media.isSuccess}>
              {t('modal.delete')}
            </Button>
          </>
        )}
      </Modal.Footer>
    </>
  );
}
