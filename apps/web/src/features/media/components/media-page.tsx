import type { ServiceProduct } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { PickColumn } from '@/components/pick-table';
import { ServiceProductSearch, useProductPickColumns } from '@/components/service-product-search';
import { Thumbnail } from '@/components/thumbnail';
import { useScrollIntoView } from '@/hooks/use-scroll-into-view';
import { useServiceSearch } from '@/hooks/use-service-search';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { orderedMedia } from '@/lib/product-media';
import { ProductImagesPanel } from './product-images-panel';
import './media.css';

/**
 * /services/media (manager, docs/rules.md#spec-2): find a product, see its pictures (main first), upload new
 * ones, make one main, delete through the image modal and its confirmation (docs/rules.md#media-deletion).
 */
export function MediaPage() {
  const { t } = useTranslation('media');
  const { productId, select } = useServiceSearch();
  const columns = useMediaColumns();
  // The chosen product's pictures are above the results: bring them into view.
  const panel = useScrollIntoView(productId);
  return (
    <>
      <PageHeader title={t('layout:pages.media.title')} under="services" />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('page.intro')}
      </p>
      <div className="d-grid gap-4">
        {productId !== null && (
          <div ref={panel} className="scroll-mt">
            <ProductImagesPanel productId={productId} onClose={() => select(null)} />
          </div>
        )}
        <ServiceProductSearch
          label={t('page.search')}
          columns={columns}
          pick={{ label: t('page.choose'), rowLabel: (p) => t('page.chooseNamed', { code: p.code }) }}
        />
      </div>
    </>
  );
}

/** The media page's columns of found products: the main picture, code, name, number of pictures. */
function useMediaColumns(): PickColumn<ServiceProduct>[] {
  const { t, i18n } = useTranslation('media');
  const { code, name } = useProductPickColumns();
  return [
    {
      label: t('page.picture'),
      cellClassName: 'media-thumb-cell',
      cell: (p) => (
        <Thumbnail
          src={orderedMedia(p.media)[0]?.url_small ?? NOT_FOUND_IMAGE}
          size={48}
          className="rounded border media-thumb"
          onError={fallBackToNotFound}
        />
      ),
    },
    code,
    name((p) => (i18n.language === 'ru' ? p.name_ru : p.name_en)),
    {
      label: t('page.count'),
      className: 'text-end',
      cellClassName: 'text-end',
      cell: (p) =>
        p.media.length === 0 ? (
          <Badge bg="warning" text="dark">
            {t('page.none')}
          </Badge>
        ) : (
          p.media.length
        ),
    },
  ];
}
