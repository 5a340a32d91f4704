import { useParams } from 'react-router';
import { AnalyticsPopover } from '@/features/analytics/components/analytics-popover';
import type { ProductRef } from '@/features/network-analytics/components/analytics-tables';
import { OutletAnalyticsPage } from '@/features/network-analytics/components/outlet-analytics-page';
import { NotFoundRoute } from './not-found';

const productAnalytic = (product: ProductRef) => <AnalyticsPopover product={product} />;

/**
 * /services/analytics/outlets/:storeId (managers, docs/rules.md#network-analytics): one outlet's
 * analytics, its product rows opening the product analytic popover. Loaded lazily (router.tsx).
 */
export function AnalyticsOutletRoute() {
  const id = Number(useParams().storeId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return <OutletAnalyticsPage key={id} storeId={id} productAction={productAnalytic} />;
}
