import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/page-spinner';

const OrderPage = lazy(async () => ({
  default: (await import('@/features/orders/components/order-page')).OrderPage,
}));

/** /orders/:uuid: one order with its lines (warehouse guard in the router). */
export function OrderRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OrderPage />
    </Suspense>
  );
}
