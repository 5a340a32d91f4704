import type { Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { AnalyticsPopover } from './analytics-popover';

function AnalyticsHeader() {
  const { t } = useTranslation('franchise');
  return <span className="visually-hidden">{t('analytics.column')}</span>;
}

function AnalyticsCell({ product }: { product: Product }) {
  return <AnalyticsPopover product={product} />;
}

/**
 * The analytics popover's button as a product-table column, after the sales (the catalogue's
 * extension point; app/product-columns adds it for managers and franchise users, `showsAnalytics`).
 */
export const analyticsColumn: ProductColumn = {
  id: 'analytics',
  Header: AnalyticsHeader,
  Cell: AnalyticsCell,
  after: 'sales',
  className: 'text-center',
};
