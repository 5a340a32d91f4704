import type { Product } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { LazyAddToListModal } from './lazy-add-to-list-modal';
import './shopping-lists.css';

/** A list-with-plus icon (Bootstrap Icons' "card-list"). */
const LIST_ICON =
  'M14.5 3a.5.5 0 0 1 .5.5v9a.5.5 0 0 1-.5.5h-13a.5.5 0 0 1-.5-.5v-9a.5.5 0 0 1 .5-.5zm-13-1A1.5 1.5 0 0 0 0 3.5v9A1.5 1.5 0 0 0 1.5 14h13a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 14.5 2zM5 8a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 0 1h-7A.5.5 0 0 1 5 8m0-2.5a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 0 1h-7a.5.5 0 0 1-.5-.5m0 5a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 0 1h-7a.5.5 0 0 1-.5-.5m-1-5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0M4 8a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0m0 2.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0';

/** The catalogue row's and product page's "add to a list" button; the modal loads on first open. */
function AddToListCell({ product }: { product: Pick<Product, 'id' | 'name' | 'basket_count'> }) {
  const { t } = useTranslation('basket');
  const [open, setOpen] = useState(false);
  const label = t('toList.add', { name: product.name });
  return (
    <>
      <Button
        variant="link"
        className="p-1 lh-1 text-body-secondary"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        onMouseEnter={LazyAddToListModal.preload}
        onFocus={LazyAddToListModal.preload}
      >
        <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d={LIST_ICON} />
        </svg>
      </Button>
      {open && (
        <LazyAddToListModal
          show={open}
          onHide={() => setOpen(false)}
          lines={[{ product_id: product.id, quantity: Math.max(1, product.basket_count) }]}
          productName={product.name}
        />
      )}
    </>
  );
}

function ListColumnHeader() {
  const { t } = useTranslation('basket');
  return <span className="visually-hidden">{t('toList.column')}</span>;
}

/**
 * "Add to a list" as a product-table column (the catalogue's extension point, docs/rules.md#shopping-lists):
 * app/product-columns adds it for warehouse-level users, beside the favourite heart.
 */
export const listColumn: ProductColumn = {
  id: 'shopping-list',
  Header: ListColumnHeader,
  Cell: AddToListCell,
  className: 'text-center list-col',
};
