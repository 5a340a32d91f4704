import { StoresCapacityPage } from '@/features/stores-capacity/components/stores-capacity-page';

/** /services/stores-capacity (manager): every retail outlet's shelves and occupancy (spec §2 Routes). */
export function StoresCapacityRoute() {
  return <StoresCapacityPage />;
}
