import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const RetailOutletsPage = lazy(async () => ({
  default: (await import('@/features/franchise/components/retail-outlets-page')).RetailOutletsPage,
}));

/** /profile/services/retail-outlets (docs/rules.md#routes): franchise users only (RequireFranchise). */
export function RetailOutletsRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RetailOutletsPage />
    </Suspense>
  );
}
