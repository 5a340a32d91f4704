import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const SalesRankingPage = lazy(async () => ({
  default: (await import('@/features/franchise/components/sales-ranking-page')).SalesRankingPage,
}));

/** /profile/services/sales-ranking (docs/rules.md#routes): franchise users only (RequireFranchise). */
export function SalesRankingRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SalesRankingPage />
    </Suspense>
  );
}
