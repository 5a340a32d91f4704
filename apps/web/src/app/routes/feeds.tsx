import { FeedsPage } from '@/features/feeds/components/feeds-page';

/** /services/feeds (manager): outlet data by CSV or XLSX file — templates, check, apply (docs/feeds.md). */
export function FeedsRoute() {
  return <FeedsPage />;
}
