import type { Product, User } from '@kits/contract';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { useUser } from '@/api/get-me';
import { type Crumb, PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useProductColumns } from '@/components/product-columns';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';
import { num } from '@/lib/format';
import { useProduct } from '../api/get-product';
import { categoryPath } from '../utils/categories';
import { outletStores, plainText, recommendationKinds, showsPeriodSales } from '../utils/product';
import { Hashtags } from './hashtags';
import { OutletStockTable } from './outlet-stock';
import { PriceCell } from './price-cell';
import { ProductGallery } from './product-gallery';
import { isBadge, ProductProperties, productBarcode } from './product-properties';
import { RecommendationBadges } from './recommendation-badges';
import { RequestPricesModal } from './request-prices-modal';
import { StockBadges } from './stock-badges';
import './catalog.css';

/** The product page (/catalog/:categorySlug/:productCode and /en/…, docs/rules.md#spec-2). */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const { productCode = '', categorySlug = 'all' } = useParams();
  const product = useProduct(productCode);

  if (product.error instanceof ApiError && product.error.status === 404)
    return <ProductNotFound code={productCode} categorySlug={categorySlug} />;
  return (
    <QueryState query={product} errorTitle={t('product.loadError')} pending={<PageSpinner />}>
      {(data) => <ProductDetails product={data} />}
    </QueryState>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const user = useUser();
  const categories = useCategories();
  const extras = useProductColumns();
  const [leadOpen, setLeadOpen] = useState(false);
  const path = categoryPath(categories.data ?? [], product.category_slug) ?? [];
  const parents: Crumb[] = [
    { label: t('catalogue'), href: paths.catalog.getHref() },
    ...path.map((c) => ({ label: c.displayed_name, href: paths.category.getHref(c.slug) })),
  ];
  const kinds = recommendationKinds(product);
  const outlets = outletStores(product);
  const description = product.description ? plainText(product.description) : '';
  const barcode = productBarcode(product.properties);

  return (
    <>
      <PageHeader title={product.name} parents={parents} />
      <Row className="g-4">
        <Col md={5} lg={4}>
          <ProductGallery product={product} />
        </Col>
        <Col md={7} lg={8}>
          {kinds.length > 0 && (
            <div className="mb-3">
              <RecommendationBadges kinds={kinds} />
            </div>
          )}
          <div className="d-flex flex-wrap align-items-start gap-4 border rounded p-3 mb-3">
            <section aria-labelledby="product-prices" className="fs-5">
              <h2 id="product-prices" className="visually-hidden">
                {t('product.prices')}
              </h2>
              <PriceCell
                product={product}
                user={user}
                onRequestPrices={() => setLeadOpen(true)}
                align="start"
              />
            </section>
            <section aria-labelledby="product-stock">
              <h2 id="product-stock" className="small text-body-secondary fw-normal mb-1">
                {t('product.stock')}
              </h2>
              <StockBadges product={product} />
            </section>
            <SalesFigure product={product} user={user} />
            {extras.map((c) => (
              <section key={c.id} className={c.className}>
                <div className="small text-body-secondary mb-1">
                  <c.Header />
                </div>
                <c.Cell product={product} />
              </section>
            ))}
          </div>
          <dl className="row small mb-3">
            <Fact label={t('product.code')} className="fw-semibold tabular">
              {product.code}
            </Fact>
            {product.properties.some(isBadge) && (
              <Fact label={t('product.properties')}>
                <ProductProperties properties={product.properties} />
              </Fact>
            )}
            {barcode && (
              <Fact label={t('product.barcode')} className="tabular">
                {barcode}
              </Fact>
            )}
            {product.statuses.length > 0 && (
              <Fact label={t('product.statuses')} className="d-flex flex-wrap gap-1">
                {product.statuses.map((s) => (
                  <Badge key={s.slug} bg="light" text="dark" className="border fw-normal">
                    {t(`status.${s.slug}`, { defaultValue: s.slug.replace(/_/g, ' ') })}
                  </Badge>
                ))}
              </Fact>
            )}
            {product.hash_tags.length > 0 && (
              <Fact label={t('product.hashtags')}>
                <Hashtags tags={product.hash_tags} />
              </Fact>
            )}
          </dl>
          {outlets.length > 0 && (
            <section aria-labelledby="product-outlets" className="mb-3" style={{ maxWidth: '32rem' }}>
              <h2 id="product-outlets" className="h6">
                {t('outlets.showAll')}
              </h2>
              <OutletStockTable stores={outlets} />
            </section>
          )}
        </Col>
      </Row>
      <section aria-labelledby="product-description" className="mt-4" style={{ maxWidth: '60rem' }}>
        <h2 id="product-description" className="h5">
          {t('product.description')}
        </h2>
        {description ? (
          <p style={{ whiteSpace: 'pre-line' }}>{description}</p>
        ) : (
          <p className="text-body-secondary">{t('product.noDescription')}</p>
        )}
      </section>
      <RequestPricesModal show={leadOpen} onHide={() => setLeadOpen(false)} />
    </>
  );
}

/** The user's order count, or the outlet's sales for the report period (docs/rules.md#spec-6). */
function SalesFigure({ product, user }: { product: Product; user: User | null }) {
  const { t } = useTranslation('catalog');
  const periodSales = showsPeriodSales(user, appConfig.mainStoreId);
  if (!user || (!periodSales && product.user_order_count === 0)) return null;
  const label = periodSales
    ? t('table.sales', { days: user.current_store.report_period_days })
    : t('table.orders');
  const value = periodSales ? product.sales_for_report_period : product.user_order_count;
  return (
    <section>
      <h2 className="small text-body-secondary fw-normal mb-1">{label}</h2>
      <div className="fw-semibold tabular">{num(value)}</div>
    </section>
  );
}

function ProductNotFound({ code, categorySlug }: { code: string; categorySlug: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="text-center py-5">
      <title>{t('product.notFound.title')}</title>
      <p className="display-1 fw-bold text-body-tertiary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t('product.notFound.title')}</h1>
      <p className="text-body-secondary">{t('product.notFound.text', { code })}</p>
      <Link className="btn btn-primary" to={paths.category.getHref(categorySlug)}>
        {t('product.notFound.back')}
      </Link>
    </div>
  );
}

/** A line of the product's facts: its label, then the value (`className`: the value's classes). */
function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-3 col-xl-2 text-body-secondary fw-normal">{label}</dt>
      <dd className={`col-sm-9 col-xl-10 ${className ?? ''}`.trim()}>{children}</dd>
    </>
  );
}
