import { ProductServicePage } from '@/features/services/components/product-service-page';

/** /services/product-service (manager): catalogue import and product editing (spec §2 Routes). */
export function ProductServiceRoute() {
  return <ProductServicePage />;
}
