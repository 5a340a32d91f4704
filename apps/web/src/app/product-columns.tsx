import { hasPrice, isWarehouseLevel, type Product, type User } from '@kits/contract';
import type { ReactNode } from 'react';
import { useUser } from '@/api/get-me';
import { type ProductColumn, ProductColumnsProvider } from '@/components/product-columns';
import { analyticsColumn } from '@/features/analytics/components/analytics-column';
import { showsAnalytics } from '@/features/analytics/utils/shows-analytics';
import { BasketButtons } from '@/features/basket/components/basket-buttons';
import { basketColumn } from '@/features/basket/components/basket-column';
import { useBasket } from '@/features/basket/hooks/use-basket';
import { favouriteColumn } from '@/features/favourites/components/favourite-column';
import { occupancyColumn } from '@/features/occupancy/components/occupancy-column';
import { showsOccupancy } from '@/features/occupancy/utils/shows-occupancy';
import { listColumn } from '@/features/shopping-lists/components/list-column';
import { NotifyWhenBack } from '@/features/stock-alerts/components/notify-when-back';
import { ConfirmStoreModal } from '@/features/stores/components/confirm-store-modal';

/** The product's units in the basket as the basket changes (the server's count until it loads). */
function useUnitsInBasket(product: Product) {
  return useBasket().countOf(product.id) ?? product.basket_count;
}

const occupancy = occupancyColumn(useUnitsInBasket);

/**
 * The basket column's cell: "notify me when back" (docs/home.md#alerts) instead of a faded "to
 * basket" while the warehouse has none and the basket holds none; the basket buttons otherwise
 * (a line over stock keeps its controls, to lower or remove it; a product without a price says
 * why it can't be ordered at all, docs/rules.md#no-price).
 */
function BasketOrNotifyCell({ product }: { product: Product }) {
  const inBasket = useUnitsInBasket(product);
  if (product.quantity <= 0 && inBasket === 0 && hasPrice(product.price_wholesale))
    return <NotifyWhenBack product={product} />;
  return <BasketButtons product={product} />;
}

const basketOrNotifyColumn: ProductColumn = { ...basketColumn, Cell: BasketOrNotifyCell };

function columnsFor(user: User | null): ProductColumn[] {
  if (!user) return [];
  const columns = [favouriteColumn];
  if (isWarehouseLevel(user)) columns.push(listColumn);
  if (showsOccupancy(user)) columns.push(occupancy);
  if (showsAnalytics(user)) columns.push(analyticsColumn);
  if (isWarehouseLevel(user)) columns.push(basketOrNotifyColumn);
  return columns;
}

/**
 * The columns other features add to the product table and product page (the catalogue's extension
 * point), chosen per user so nobody sees an empty column: the basket buttons for warehouse-level
 * users (docs/rules.md#spec-6), the favourite heart for every logged-in user, "add to a list" for
 * warehouse-level users (docs/rules.md#shopping-lists) — out of stock, "notify me when back" in the basket's place
 * (docs/home.md#alerts) —, the occupancy bar in a retail outlet
 * with capacities (docs/rules.md#spec-9), the analytics popover for managers and franchise users (docs/rules.md#spec-6). The
 * basket buttons' confirm-store modal (docs/rules.md#store-confirmation) is mounted beside them.
 */
export function AppProductColumns({ children }: { children: ReactNode }) {
  const user = useUser();
  return (
    <ProductColumnsProvider columns={columnsFor(user)}>
      {children}
      <ConfirmStoreModal />
    </ProductColumnsProvider>
  );
}
