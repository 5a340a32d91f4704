import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const OrdersPage = lazy(async () => ({
  default: (await import('@/features/orders/components/orders-page')).OrdersPage,
}));

/** /orders (docs/rules.md#routes): the orders list (warehouse guard in the router). */
export function OrdersRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OrdersPage />
    </Suspense>
  );
}
