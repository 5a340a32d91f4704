import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ServiceProductSearch } from '@/components/service-product-search';
import { useScrollIntoView } from '@/hooks/use-scroll-into-view';
import { useServiceSearch } from '@/hooks/use-service-search';
import { ProductCreate } from './product-create';
import { ProductEditor } from './product-editor';
import { useServiceProductColumns } from './service-product-columns';

/** Product search, create and edit of the product administration: a new product's form, the results, then the chosen product's form. */
export function ProductsPanel() {
  const { t } = useTranslation('product-admin');
  const { productId, select } = useServiceSearch();
  const columns = useServiceProductColumns();
  const editor = useScrollIntoView(productId);
  const [creating, setCreating] = useState(false);
  return (
    <div className="d-grid gap-4">
      {creating ? (
        <ProductCreate
          onCreated={(id) => {
            setCreating(false);
            select(id);
          }}
          onClose={() => setCreating(false)}
        />
      ) : (
        <div>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        </div>
      )}
      <ServiceProductSearch
        label={t('products.title')}
        columns={columns}
        pick={{ label: t('products.edit'), rowLabel: (p) => t('products.editNamed', { code: p.code }) }}
      />
      {productId !== null && (
        <div ref={editor} className="scroll-mt">
          <ProductEditor productId={productId} onClose={() => select(null)} />
        </div>
      )}
    </div>
  );
}
