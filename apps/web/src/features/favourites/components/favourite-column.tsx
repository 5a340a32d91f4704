import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { FavouriteHeart } from './favourite-heart';

function FavouriteColumnHeader() {
  const { t } = useTranslation('favourites');
  return <span className="visually-hidden">{t('column')}</span>;
}

/**
 * The favourite heart as a product-table column (the catalogue's extension point; app/product-columns
 * adds it for every logged-in user, docs/rules.md#spec-6), at the end of the row before the basket buttons.
 */
export const favouriteColumn: ProductColumn = {
  id: 'favourite',
  Header: FavouriteColumnHeader,
  Cell: FavouriteHeart,
  className: 'text-center favourite-col',
};
