import type { ServiceProduct } from '@kits/contract';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useServiceProducts } from '@/api/get-service-products';
import { SearchBox } from '@/components/search-box';
import { SearchResults } from '@/components/search-results';
import { useServiceSearch } from '@/hooks/use-service-search';
import { num } from '@/lib/format';

/**
 * The product search of the service pages (GET /services/products?q=&page=, 25 a page): a search
 * box (code or either name) and the results, rendered by `children` (a table of the page), with
 * the pagination under it.
 */
export function ServiceProductSearch({
  label,
  children,
}: {
  label: string;
  children: (products: ServiceProduct[]) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { q, page, setQ, searchForPage } = useServiceSearch();
  const products = useServiceProducts(q, page);
  return (
    <section aria-label={label}>
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3" style={{ maxWidth: '32rem' }}>
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
        {children}
      </SearchResults>
    </section>
  );
}
