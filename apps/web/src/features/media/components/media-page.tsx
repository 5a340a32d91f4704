import type { ServiceProduct } from '@kits/contract';
import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ServiceProductSearch } from '@/components/service-product-search';
import { paths } from '@/config/paths';
import { useServiceSearch } from '@/hooks/use-service-search';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { orderedMedia } from '@/lib/product-media';
import { ProductImagesPanel } from './product-images-panel';
import '@/components/service-table.css';
import './media.css';

/**
 * /services/media (manager, spec §2): find a product, see its pictures (main first), upload new
 * ones, make one main, delete through the image modal and its confirmation (spec §4 Media deletion).
 */
export function MediaPage() {
  const { t } = useTranslation('media');
  const { productId, select } = useServiceSearch();
  const panel = useRef<HTMLDivElement>(null);
  // The chosen product's pictures are above the results: bring them into view.
  useEffect(() => {
    if (productId !== null) panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [productId]);
  return (
    <>
      <PageHeader
        title={t('layout:pages.media.title')}
        parents={[{ label: t('layout:pages.services.title'), href: paths.services.getHref() }]}
      />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('page.intro')}
      </p>
      <div className="d-grid gap-4">
        {productId !== null && (
          <div ref={panel} className="scroll-mt">
            <ProductImagesPanel productId={productId} onClose={() => select(null)} />
          </div>
        )}
        <ServiceProductSearch label={t('page.search')}>
          {(products) => <MediaProductsTable products={products} selectedId={productId} onSelect={select} />}
        </ServiceProductSearch>
      </div>
    </>
  );
}

function MediaProductsTable({
  products,
  selectedId,
  onSelect,
}: {
  products: ServiceProduct[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('media');
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="service-table mb-0 align-middle" aria-label={t('page.results')}>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('page.picture')}</th>
            <th scope="col">{t('page.code')}</th>
            <th scope="col">{t('page.name')}</th>
            <th scope="col" className="text-end">
              {t('page.count')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('page.choose')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => {
            const main = orderedMedia(p.media)[0];
            const active = p.id === selectedId;
            return (
              <tr key={p.id} className={active ? 'service-row-active' : undefined}>
                <td style={{ width: 60 }}>
                  <img
                    src={main?.url_small ?? NOT_FOUND_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="rounded border media-thumb"
                    onError={fallBackToNotFound}
                  />
                </td>
                <td className="fw-semibold text-nowrap tabular">{p.code}</td>
                <td>{i18n.language === 'ru' ? p.name_ru : p.name_en}</td>
                <td className="text-end">
                  {p.media.length === 0 ? (
                    <Badge bg="warning" text="dark">
                      {t('page.none')}
                    </Badge>
                  ) : (
                    p.media.length
                  )}
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant={active ? 'primary' : 'outline-primary'}
                    onClick={() => onSelect(p.id)}
                    aria-label={t('page.chooseNamed', { code: p.code })}
                  >
                    {t('page.choose')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
