import { ExportPage } from '@/features/export/components/export-page';

/** /export (warehouse-level): the price list with the catalogue's filters (spec §2 Routes). */
export function ExportRoute() {
  return <ExportPage />;
}
