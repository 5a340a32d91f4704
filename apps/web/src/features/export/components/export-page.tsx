import { EXPORT_COLUMNS, EXPORT_FORMATS, type ExportFormat } from '@kits/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { type CatalogFilters, filtersToSearch } from '@/lib/catalog-filters';
import { categoryOptions, indentedName } from '@/lib/category-options';
import { num } from '@/lib/format';
import type { ProductsQueryOptions } from '@/lib/products-query';
import { useDownloadPriceList } from '../api/download-price-list';
import { useExportFilters } from '../hooks/use-export-filters';
import { priceListQuery } from '../utils/export-query';

/** The props of the catalogue's filter bar: the filters shown and a change to them. */
export type FilterBarProps = {
  filters: CatalogFilters;
  onChange: (change: Partial<CatalogFilters>, options?: { replace?: boolean }) => void;
};

/**
 * /export (warehouse-level, docs/rules.md#spec-2): the price list of the catalogue as the user sees it — their
 * prices, stock and order counts — with the catalogue's filters (kept in the URL, the catalogue's
 * names plus `category`), downloaded as CSV or XLSX, and what each column holds. `FilterBar` is the
 * catalogue's filter bar and `productsQuery` the catalogue's products query (for the row count),
 * both composed in by the app (app/routes/export).
 */
export function ExportPage({
  FilterBar,
  productsQuery,
}: {
  FilterBar: ComponentType<FilterBarProps>;
  productsQuery: ProductsQueryOptions;
}) {
  const { t, i18n } = useTranslation('export');
  const toast = useToast();
  const { filters, setFilters } = useExportFilters();
  const categories = useCategories();
  const download = useDownloadPriceList();
  const query = useMemo(() => ({ ...priceListQuery(filters), page: 1, per_page: 1 }), [filters]);
  const count = useQuery({ ...productsQuery(query, i18n.language), placeholderData: keepPreviousData });
  const options = categoryOptions(categories.data ?? []);
  const catalogSearch = filtersToSearch({ ...filters, page: 1 }).toString();
  const catalogHref = `${paths.category.getHref(filters.category)}${catalogSearch ? `?${catalogSearch}` : ''}`;

  const start = (format: ExportFormat) =>
    download.mutate(
      { format, filters },
      {
        onError: (error) =>
          toast.show({ title: t('failed'), text: error.message, variant: 'danger', persistent: true }),
      },
    );

  return (
    <>
      <PageHeader title={t('layout:pages.export.title')} />
      <p className="lead" style={{ maxWidth: 760 }}>
        {t('intro')}
      </p>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h2 className="h6">{t('filters')}</h2>
          <Row className="g-2 mb-2">
            <Col sm={6} lg={4}>
              <Form.Select
                size="sm"
                aria-label={t('category')}
                value={filters.category}
                onChange={(e) => setFilters({ category: e.target.value })}
              >
                <option value="all">{t('allCategories')}</option>
                {options.map((o) => (
                  <option key={o.id} value={o.slug}>
                    {indentedName(o)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col sm={6} lg={3}>
              <Form.Control
                size="sm"
                aria-label={t('hashtag')}
                placeholder={t('hashtagPlaceholder')}
                defaultValue={filters.hashtag}
                key={filters.hashtag}
                onBlur={(e) => setFilters({ hashtag: e.target.value.trim().replace(/^#/, '') })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter')
                    setFilters({ hashtag: e.currentTarget.value.trim().replace(/^#/, '') });
                }}
                maxLength={100}
              />
            </Col>
          </Row>
          <div className="border rounded p-2 bg-body-tertiary">
            <FilterBar filters={filters} onChange={setFilters} />
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
            <span className="small text-body-secondary" aria-live="polite">
              {count.data
                ? t('rows', { count: count.data.meta.total, formatted: num(count.data.meta.total) })
                : ' '}
            </span>
            <Link to={catalogHref} className="small">
              {t('showInCatalog')}
            </Link>
            <div className="ms-md-auto d-flex gap-2">
              {EXPORT_FORMATS.map((format) => {
                const busy = download.isPending && download.variables?.format === format;
                return (
                  <Button
                    key={format}
                    variant={format === 'xlsx' ? 'success' : 'primary'}
                    onClick={() => start(format)}
                    disabled={download.isPending || count.data?.meta.total === 0}
                  >
                    {busy && <Spinner size="sm" className="me-2" />}
                    {t(`download.${format}`)}
                  </Button>
                );
              })}
            </div>
          </div>
        </Card.Body>
      </Card>
      <section aria-labelledby="export-columns" style={{ maxWidth: 960 }}>
        <h2 id="export-columns" className="h5">
          {t('columnsTitle')}
        </h2>
        <p className="small text-body-secondary">{t('columnsIntro')}</p>
        <dl className="row small">
          {EXPORT_COLUMNS.map((column) => (
            <div key={column} className="col-12 d-flex border-bottom py-1">
              <dt className="fw-semibold pe-3" style={{ flex: '0 0 14rem' }}>
                {t(`columns.${column}.title`)}
              </dt>
              <dd className="mb-0">{t(`columns.${column}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
