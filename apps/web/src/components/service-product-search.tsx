import type { ServiceProduct } from '@kits/contract';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useServiceProducts } from '@/api/get-service-products';
import { type PickColumn, PickTable } from '@/components/pick-table';
import { SearchBox } from '@/components/search-box';
import { SearchResults } from '@/components/search-results';
import { useServiceSearch } from '@/hooks/use-service-search';
import { num } from '@/lib/format';

/**
 * The columns every table of found products has, for a page to place among its own: the code
 * (bold, no wrap) and the name, whose cell the page draws (one language, or both).
 */
export function useProductPickColumns() {
  const { t } = useTranslation('common');
  const code: PickColumn<ServiceProduct> = {
    label: t('productSearch.code'),
    cellClassName: 'fw-semibold text-nowrap tabular',
    cell: (p) => p.code,
  };
  const name = (cell: (p: ServiceProduct) => ReactNode): PickColumn<ServiceProduct> => ({
    label: t('productSearch.name'),
    cell,
  });
  return { code, name };
}

/**
 * The product search of the service pages (GET /services/products?q=&page=, 25 a page): a search
 * box (code or either name), the results as a table of `columns` with a button per row (`pick`:
 * its text and its name for a screen reader) that chooses the product (`?product=` of
 * `useServiceSearch`; the chosen row stands out), and the pagination under it.
 */
export function ServiceProductSearch({
  label,
  columns,
  pick,
}: {
  label: string;
  columns: PickColumn<ServiceProduct>[];
  pick: { label: string; rowLabel: (product: ServiceProduct) => string };
}) {
  const { t } = useTranslation('common');
  const { q, page, productId, setQ, select, searchForPage } = useServiceSearch();
  const products = useServiceProducts(q, page);
  return (
    <section aria-label={label}>
      <Form
        role="search"
        aria-label={t('productSearch.label')}
        onSubmit={(e) => e.preventDefault()}
        className="mb-3"
        style={{ maxWidth: '32rem' }}
      >
        <SearchBox
          value={q}
          onSearch={setQ}
          label={t('productSearch.label')}
          placeholder={t('productSearch.placeholder')}
          busy={products.isFetching}
        />
      </Form>
      <SearchResults
        query={products}
        errorTitle={t('productSearch.failed')}
        emptyText={q ? t('productSearch.nothing', { q }) : t('productSearch.empty')}
        foundText={(total) => t('productSearch.found', { count: total, formatted: num(total) })}
        pagesLabel={t('catalog:pagination.label')}
        searchForPage={searchForPage}
      >
        {(rows) => (
          <PickTable
            rows={rows}
            rowKey={(p) => p.id}
            columns={columns}
            label={t('productSearch.results')}
            pick={{ ...pick, onPick: (p) => select(p.id) }}
            selectedKey={productId}
          />
        )}
      </SearchResults>
    </section>
  );
}
