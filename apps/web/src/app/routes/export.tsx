import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { ProductFilters } from '@/features/catalog/components/product-filters';
import { ExportPage } from '@/features/export/components/export-page';
// The catalogue's filter bar is reused on the price list, with its styles.
import '@/features/catalog/components/catalog.css';

/**
 * /export (warehouse-level): the price list with the catalogue's filters and, for its row count, the
 * catalogue's products query (docs/rules.md#routes).
 */
export function ExportRoute() {
  return <ExportPage FilterBar={ProductFilters} productsQuery={productsQueryOptions} />;
}
