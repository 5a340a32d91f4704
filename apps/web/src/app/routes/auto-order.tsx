import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const AutoOrderPage = lazy(async () => ({
  default: (await import('@/features/auto-orders/components/auto-order-page')).AutoOrderPage,
}));

/** /catalog/auto-order (docs/rules.md#routes, docs/rules.md#auto-order-flow): warehouse guard in the router. */
export function AutoOrderRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AutoOrderPage />
    </Suspense>
  );
}
