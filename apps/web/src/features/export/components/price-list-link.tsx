import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogFilters } from '@/lib/catalog-filters';
import { exportHref } from '../utils/export-query';

/**
 * The catalogue's "price list" link (docs/rules.md#spec-2, warehouse-level users): /export with the category
 * (a slug, `all`) and the filters shown, so the price list starts from what the user sees.
 */
export function PriceListLink({ category, filters }: { category: string; filters: CatalogFilters }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={exportHref(category, filters)} className="btn btn-sm btn-outline-secondary">
      {t('priceListLink')}
    </Link>
  );
}
