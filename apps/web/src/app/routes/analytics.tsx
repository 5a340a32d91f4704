import { AnalyticsPopover } from '@/features/analytics/components/analytics-popover';
import { AnalyticsPage } from '@/features/network-analytics/components/analytics-page';
import type { ProductRef } from '@/features/network-analytics/components/analytics-tables';

/** A product row's analytic popover (GET product/analytic/{id}, docs/rules.md#product-analytic). */
const productAnalytic = (product: ProductRef) => <AnalyticsPopover product={product} />;

/**
 * /services/analytics (managers, docs/rules.md#network-analytics): the network analytics, its
 * product rows opening the product analytic popover. Loaded lazily (router.tsx), so the charts
 * library stays in this page's chunk.
 */
export const AnalyticsRoute = () => <AnalyticsPage productAction={productAnalytic} />;
