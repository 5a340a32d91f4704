import type { ServiceProduct } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useServiceProduct } from '@/api/get-service-product';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { fallBackToNotFound } from '@/lib/image-fallback';
import { orderedMedia } from '@/lib/product-media';
import { useMakeMain } from '../api/make-main';
import { ImageModal } from './image-modal';
import { MediaUploadForm } from './media-upload-form';

/** The chosen product's pictures, main first, with upload, "make main" and the image modal. */
export function ProductImagesPanel({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation('media');
  const product = useServiceProduct(productId);
  return (
    <QueryState
      query={product}
      errorTitle={t('page.loadFailed')}
      pending={<LoadingStatus className="text-body-secondary" />}
    >
      {(p) => <ImagesCard product={p} onClose={onClose} />}
    </QueryState>
  );
}

function ImagesCard({ product: p, onClose }: { product: ServiceProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation('media');
  const [open, setOpen] = useState<number | null>(null);
  const name = i18n.language === 'ru' ? p.name_ru : p.name_en;
  return (
    <Card as="section" aria-labelledby="media-product-title" className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="media-product-title" className="h6 mb-0">
          <span className="tabular">{p.code}</span> · {name}
        </h2>
        <Button variant="link" size="sm" className="ms-auto" onClick={onClose}>
          {t('page.close')}
        </Button>
      </Card.Header>
      <Card.Body>
        {p.media.length === 0 ? (
          <p className="text-body-secondary">{t('page.noPictures')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-3" aria-label={t('page.pictures')}>
            {orderedMedia(p.media).map((m, i) => (
              <PictureCard key={m.id} media={m} index={i} productName={name} onOpen={() => setOpen(m.id)} />
            ))}
          </ul>
        )}
        <MediaUploadForm productId={p.id} />
      </Card.Body>
      <ImageModal mediaId={open} productName={name} onHide={() => setOpen(null)} />
    </Card>
  );
}

function PictureCard({
  media,
  index,
  productName,
  onOpen,
}: {
  media: ServiceProduct['media'][number];
  index: number;
  productName: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('media');
  const main = useMakeMain();
  const isMain = media.collection_name === 'main';
  return (
    <li className="card" style={{ width: 170 }}>
      <button
        type="button"
        className="image-admin-trigger"
        onClick={onOpen}
        aria-label={t('page.openPicture', { n: index + 1, name: productName })}
      >
        <img
          src={media.url}
          alt=""
          loading="lazy"
          className="card-img-top media-card-img"
          onError={fallBackToNotFound}
        />
      </button>
      <div className="card-body p-2 d-flex flex-wrap align-items-center gap-1">
        <Badge bg={isMain ? 'primary' : 'secondary'}>{t(`collection.${media.collection_name}`)}</Badge>
        {!isMain && (
          <Button
            size="sm"
            variant="outline-primary"
            className="ms-auto"
            onClick={() => main.mutate(media.id)}
            disabled={main.isPending}
          >
            {t('modal.makeMain')}
          </Button>
        )}
        {main.isError && <div className="small text-danger w-100">{main.error.message}</div>}
      </div>
    </li>
  );
}
