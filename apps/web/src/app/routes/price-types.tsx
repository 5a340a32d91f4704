import { PriceTypesPage } from '@/features/price-types/components/price-types-page';

/** /services/price-types (manager): the price types and their prices (docs/rules.md#buyer-price). */
export function PriceTypesRoute() {
  return <PriceTypesPage />;
}
