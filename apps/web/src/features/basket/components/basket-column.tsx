import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { BasketButtons } from './basket-buttons';

function BasketColumnHeader() {
  const { t } = useTranslation('basket');
  return <>{t('column')}</>;
}

/**
 * The basket buttons as a product-table column (the catalogue's extension point; app/product-columns
 * adds it for warehouse-level users). Last in the row, like an action column.
 */
export const basketColumn: ProductColumn = {
  id: 'basket',
  Header: BasketColumnHeader,
  Cell: BasketButtons,
  className: 'text-nowrap basket-col',
};
