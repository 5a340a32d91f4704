import { isWarehouseLevel } from '@kits/contract';
import { useUser } from '@/api/get-me';
import { AddSelectedBar } from '@/features/basket/components/add-selected-bar';
import { CatalogPage, type CatalogView } from '@/features/catalog/components/catalog-page';
import { PriceListLink } from '@/features/export/components/price-list-link';
import { QuickOrderLink } from '@/features/quick-order/components/quick-order-link';

/** The toolbar of warehouse-level users: the quick order and the export's price list. */
function WarehouseActions(view: CatalogView) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <QuickOrderLink />
      <PriceListLink {...view} />
    </div>
  );
}

/**
 * /catalog and /catalog/:categorySlug (docs/rules.md#routes): the catalogue, with the quick order
 * (docs/rules.md#quick-order) and the export's price-list link beside the title for warehouse-level
 * users, and their "add selected" bar for the ticked rows (docs/rules.md#basket-batch-add). Loaded on
 * demand by the router.
 */
export function CatalogRoute() {
  const user = useUser();
  if (!isWarehouseLevel(user)) return <CatalogPage />;
  return (
    <>
      <CatalogPage HeaderActions={WarehouseActions} />
      <AddSelectedBar />
    </>
  );
}
