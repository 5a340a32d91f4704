import { type ComponentType, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { useUser } from '@/api/get-me';
import { type Crumb, PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type CatalogFilters, hasNarrowingFilters, toProductsQuery } from '@/lib/catalog-filters';
import { pageRange } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useProducts } from '../api/get-products';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { useQuickView } from '../hooks/use-quick-view';
import { categoryPath } from '../utils/categories';
import { CatalogLegend } from './catalog-legend';
import { CategoryChips } from './category-chips';
import { EmptyState } from './empty-state';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';
import { TableSkeleton } from './table-skeleton';
import './catalog.css';
import { lazyModal } from '@/components/lazy-modal';
import { ListPageLinks } from '@/components/page-links';

/** The price-request form, loaded on first open (guests of the price list only need it on a click). */
const RequestPricesModal = lazyModal(async () => (await import('./request-prices-modal')).RequestPricesModal);

/** A row's quick view (docs/rules.md#quick-view), loaded the first time the address names a product. */
const QuickView = lazyModal(
  async () => (await import('./quick-view')).QuickView,
  (props) => props.code !== null,
);

/** What the catalogue shows: the category (a slug, `all` for the whole catalogue) and the filters. */
export type CatalogView = { category: string; filters: CatalogFilters };

/**
 * The catalogue (/catalog and /catalog/:categorySlug, docs/rules.md#spec-2): the category's title and
 * sub-categories, the filter bar (state in the URL), the product table of GET catalog/products,
 * 50 a page, each row opening its quick view (docs/rules.md#quick-view). `HeaderActions`, when given, render beside the title for the category and filters shown
 * (the app composes the price-list link in there).
 */
export function CatalogPage({ HeaderActions }: { HeaderActions?: ComponentType<CatalogView> }) {
  const { t } = useTranslation('catalog');
  const { categorySlug = 'all' } = useParams();
  const user = useUser();
  const categories = useCategories();
  const { filters, setFilters, resetFilters, searchForPage } = useCatalogFilters();
  const quickView = useQuickView();
  const query = useMemo(() => toProductsQuery(categorySlug, filters), [categorySlug, filters]);
  const products = useProducts(query);
  const [leadOpen, setLeadOpen] = useState(false);
  const tableTop = useRef<HTMLDivElement>(null);

  const tree = categories.data ?? [];
  const path = categorySlug === 'all' ? null : categoryPath(tree, categorySlug);
  const current = path?.at(-1);
  const title = current?.displayed_name ?? t('catalogue');
  const parents: Crumb[] =
    categorySlug === 'all'
      ? []
      : [
          { label: t('catalogue'), href: paths.catalog.getHref() },
          ...(path ?? [])
            .slice(0, -1)
            .map((c) => ({ label: c.displayed_name, href: paths.category.getHref(c.slug) })),
        ];

  const meta = products.data?.meta;
  const rows = products.data?.data ?? [];
  usePageInRange({
    meta,
    rows: rows.length,
    page: filters.page,
    goTo: (page) => setFilters({ page }, { replace: true }),
  });

  if (products.error instanceof ApiError && products.error.status === 404)
    return <CategoryNotFound slug={categorySlug} />;

  return (
    <>
      <PageHeader title={title} parents={parents}>
        {HeaderActions && <HeaderActions category={categorySlug} filters={filters} />}
      </PageHeader>
      {tree.length > 0 && <CategoryChips tree={tree} path={path} />}
      <div className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary">
        <ProductFilters filters={filters} onChange={setFilters} />
      </div>
      <div ref={tableTop} className="d-flex justify-content-between align-items-center mb-2 small scroll-mt">
        <span className="d-flex flex-wrap align-items-baseline column-gap-3">
          <span className="text-body-secondary" role="status">
            {meta && meta.total > 0 && t('range', pageRange(meta))}
          </span>
          {hasNarrowingFilters(filters) && rows.length > 0 && (
            <Button variant="link" size="sm" className="p-0" onClick={resetFilters}>
              {t('filters.reset')}
            </Button>
          )}
        </span>
        <CatalogLegend />
      </div>
      <QueryState
        query={products}
        errorTitle={t('loadError')}
        pending={<TableSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            filtered={hasNarrowingFilters(filters)}
            onReset={resetFilters}
            category={categorySlug}
            filters={filters}
          />
        }
      >
        {(answer) => (
          <div className="border rounded">
            <ProductTable
              products={answer.data}
              user={user}
              activeHashtag={filters.hashtag}
              onHashtag={(tag) => setFilters({ hashtag: tag })}
              onRequestPrices={() => setLeadOpen(true)}
              busy={products.isPlaceholderData}
              onQuickView={(product) => quickView.open(product.code)}
            />
          </div>
        )}
      </QueryState>
      <ListPageLinks
        label={t('pagination.label')}
        meta={meta}
        searchFor={searchForPage}
        onNavigate={() => tableTop.current?.scrollIntoView({ block: 'start' })}
      />
      <QuickView
        code={quickView.code}
        onHide={quickView.close}
        products={rows}
        user={user}
        onRequestPrices={() => setLeadOpen(true)}
      />
      <RequestPricesModal show={leadOpen} onHide={() => setLeadOpen(false)} />
    </>
  );
}

function CategoryNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="text-center py-5">
      <title>{t('categoryNotFound.title')}</title>
      <h1 className="h3">{t('categoryNotFound.title')}</h1>
      <p className="text-body-secondary">{t('categoryNotFound.text', { slug })}</p>
      <Link className="btn btn-primary" to={paths.catalog.getHref()}>
        {t('categoryNotFound.back')}
      </Link>
    </div>
  );
}
