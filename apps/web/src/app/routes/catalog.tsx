import { isWarehouseLevel } from '@kits/contract';
import { useUser } from '@/api/get-me';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PriceListLink } from '@/features/export/components/price-list-link';

/**
 * /catalog and /catalog/:categorySlug (docs/rules.md#routes): the catalogue, with the export's price-list
 * link beside the title for warehouse-level users. Loaded on demand by the router.
 */
export function CatalogRoute() {
  const user = useUser();
  return <CatalogPage HeaderActions={isWarehouseLevel(user) ? PriceListLink : undefined} />;
}
