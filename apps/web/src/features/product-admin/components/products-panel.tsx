import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ServiceProductSearch } from '@/components/service-product-search';
import { useScrollIntoView } from '@/hooks/use-scroll-into-view';
import { useServiceSearch } from '@/hooks/use-service-search';
import { ProductCreator } from './product-creator';
import { ProductEditor } from './product-editor';
import { useServiceProductColumns } from './service-product-columns';

/**
 * Product search and edit of the product administration: a button opening the new product's form
 * (docs/rules.md#product-create), the results, then the chosen product's form.
 */
export function ProductsPanel() {
  const { t } = useTranslation('product-admin');
  const { productId, select } = useServiceSearch();
  const columns = useServiceProductColumns();
  const [creating, setCreating] = useState(false);
  const editor = useScrollIntoView(productId);
  const creator = useScrollIntoView(creating ? 0 : null);
  return (
    <div className="d-grid gap-4">
      <div>
        <Button variant="primary" onClick={() => setCreating(true)} disabled={creating}>
          {t('create.open')}
        </Button>
      </div>
      {creating && (
        <div ref={creator} className="scroll-mt">
          <ProductCreator
            onCreated={(id) => {
              setCreating(false);
              select(id);
            }}
            onClose={() => setCreating(false)}
          />
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
