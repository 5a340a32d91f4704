import type { Product, User } from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useProductColumns } from '@/components/product-columns';
import { paths } from '@/config/paths';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { mainMedia } from '@/lib/product-media';
import { productQueryOptions } from '../api/get-product';
import { isApproved } from '../utils/product';
import { PriceCell } from './price-cell';
import { ProductProperties } from './product-properties';
import { StockBadges } from './stock-badges';

type Props = {
  /** The code of the product shown (the address's `?view=`); null: closed. */
  code: string | null;
  /** Closes it (useQuickView's `close`: back when this tab opened it). */
  onHide: () => void;
  /** The page's products: the one named in the address is shown from here, else fetched by its code. */
  products: readonly Product[];
  user: User | null;
  onRequestPrices: () => void;
};

/**
 * The quick view of a catalogue row (docs/rules.md#quick-view): a drawer on the right (the whole
 * screen's width on a phone) with the product's picture, code, properties, stock, price and the
 * columns other features add to a row — the quantity field and "to basket", the favourite heart —
 * so a product without a page of its own (not approved, docs/rules.md#product-link) is no dead end.
 * An approved product also links to its page (a new tab, as the title does). Open while the
 * address names a product (`?view=<code>`, useQuickView); its code loads on the first open. Esc, "×" or the browser's Back close it.
 */
export function QuickView({ code, onHide, products, user, onRequestPrices }: Props) {
  const { t, i18n } = useTranslation('catalog');
  const listed = code ? products.find((product) => product.code === code) : undefined;
  const fetched = useQuery({
    ...productQueryOptions(code ?? '', i18n.language),
    enabled: !!code && !listed,
    select: (res) => res.data,
  });
  const product = listed ?? fetched.data;
  return (
    <Offcanvas
      show={!!code}
      onHide={onHide}
      placement="end"
      className="quick-view"
      aria-labelledby="quick-view-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('common:close')}>
        <Offcanvas.Title as="h2" id="quick-view-title" className="h5 mb-0">
          {product?.name ?? t('quickView.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {product ? (
          <QuickViewBody product={product} user={user} onRequestPrices={onRequestPrices} />
        ) : fetched.isError ? (
          <p className="text-body-secondary">{t('quickView.notFound', { code })}</p>
        ) : (
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common:loading')}</span>
          </Spinner>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function QuickViewBody({
  product,
  user,
  onRequestPrices,
}: { product: Product } & Pick<Props, 'user' | 'onRequestPrices'>) {
  const { t } = useTranslation('catalog');
  const extras = useProductColumns();
  const media = mainMedia(product.media);
  return (
    <div className="d-flex flex-column gap-3">
      <div className="quick-view-picture bg-body-tertiary rounded border">
        <img src={media?.url ?? NOT_FOUND_IMAGE} alt={product.name} onError={fallBackToNotFound} />
      </div>
      <dl className="quick-view-facts mb-0">
        <dt>{t('table.code')}</dt>
        <dd className="tabular fw-semibold">{product.code}</dd>
        <dt>{t('table.stock')}</dt>
        <dd>
          <StockBadges product={product} />
        </dd>
        <dt>{t('table.price')}</dt>
        <dd>
          <PriceCell product={product} user={user} onRequestPrices={onRequestPrices} align="start" />
        </dd>
      </dl>
      {product.properties.length > 0 && (
        <div className="d-flex flex-wrap gap-1">
          <ProductProperties properties={product.properties} />
        </div>
      )}
      {extras.length > 0 && (
        <div className="d-flex flex-wrap align-items-start gap-2 quick-view-actions">
          {extras.map((column) => (
            <div key={column.id} className={`quick-view-action-${column.id}`}>
              <column.Cell product={product} />
            </div>
          ))}
        </div>
      )}
      {isApproved(product) && (
        <a href={paths.product.getHref(product.category_slug, product.code)} target="_blank" rel="noopener">
          {t('quickView.page')}
        </a>
      )}
    </div>
  );
}
