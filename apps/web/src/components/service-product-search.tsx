import type { ServiceProduct } from '@kits/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useServiceProducts } from '@/api/get-service-products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useServiceSearch } from '@/hooks/use-service-search';
import { num } from '@/lib/format';
import './service-table.css';
import { PageLinks } from './page-links';

const SEARCH_DEBOUNCE_MS = 350;

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
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applied = useRef(q);
  const products = useServiceProducts(q, page);

  useEffect(() => {
    if (debounced.trim() === applied.current) return;
    applied.current = debounced.trim();
    setQ(debounced);
  }, [debounced, setQ]);
  useEffect(() => {
    if (q === applied.current) return;
    applied.current = q;
    setText(q);
  }, [q]);

  const meta = products.data?.meta;
  return (
    <section aria-label={label}>
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3" style={{ maxWidth: '32rem' }}>
        <InputGroup>
          <Form.Control
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('productSearch.placeholder')}
            aria-label={t('productSearch.label')}
            maxLength={200}
          />
          {products.isFetching && (
            <InputGroup.Text>
              <Spinner size="sm" role="status" aria-label={t('loading')} />
            </InputGroup.Text>
          )}
        </InputGroup>
      </Form>
      {products.isError ? (
        <Alert variant="danger">
          {t('productSearch.failed')}: {products.error.message}
        </Alert>
      ) : products.isPending ? (
        <p className="text-body-secondary">{t('loading')}</p>
      ) : products.data.data.length === 0 ? (
        <p className="text-body-secondary">
          {q ? t('productSearch.nothing', { q }) : t('productSearch.empty')}
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            {t('productSearch.found', { count: meta?.total ?? 0, formatted: num(meta?.total ?? 0) })}
          </p>
          {children(products.data.data)}
          {meta && (
            <div className="mt-2">
              <PageLinks
                label={t('catalog:pagination.label')}
                page={meta.page}
                lastPage={meta.last_page}
                searchFor={searchForPage}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
