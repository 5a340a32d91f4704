import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceProductSearch } from '@/components/service-product-search';
import { useServiceSearch } from '@/hooks/use-service-search';
import { ProductEditor } from './product-editor';
import { ServiceProductsTable } from './service-products-table';

/** Product search and edit of the product service: the results, then the chosen product's form. */
export function ProductsPanel() {
  const { t } = useTranslation('product-service');
  const { productId, select } = useServiceSearch();
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (productId !== null) editor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [productId]);
  return (
    <div className="d-grid gap-4">
      <ServiceProductSearch label={t('products.title')}>
        {(products) => <ServiceProductsTable products={products} selectedId={productId} onSelect={select} />}
      </ServiceProductSearch>
      {productId !== null && (
        <div ref={editor} className="scroll-mt">
          <ProductEditor productId={productId} onClose={() => select(null)} />
        </div>
      )}
    </div>
  );
}
