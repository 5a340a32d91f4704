import { OrderRulesPage } from '@/features/order-rules/components/order-rules-page';

/** /services/order-rules (manager): the minimum order sum per currency (docs/rules.md#order-minimum). */
export function OrderRulesRoute() {
  return <OrderRulesPage />;
}
