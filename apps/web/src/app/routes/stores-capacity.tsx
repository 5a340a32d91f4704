import { StoresCapacityPage } from '@/features/stores-capacity/components/stores-capacity-page';

/** /services/stores-capacity (manager): every retail outlet's shelves and occupancy (docs/rules.md#routes). */
export function StoresCapacityRoute() {
  return <StoresCapacityPage />;
}
