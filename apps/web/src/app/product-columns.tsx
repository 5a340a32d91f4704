import { isWarehouseLevel } from '@kits/contract';
import type { ReactNode } from 'react';
import { useUser } from '../features/auth/api/get-me';
import { basketColumn } from '../features/basket/components/basket-column';
import { ProductColumnsProvider } from '../features/catalog/components/product-columns';
import { favouriteColumn } from '../features/favourites/components/favourite-column';

/**
 * The columns other features add to the product table and product page (the catalogue's extension
 * point), chosen per user so nobody sees an empty column: the basket buttons for warehouse-level
 * users (spec §6), the favourite heart for every logged-in user. The occupancy bar joins here.
 */
export function AppProductColumns({ children }: { children: ReactNode }) {
  const user = useUser();
  const columns = !user ? [] : isWarehouseLevel(user) ? [favouriteColumn, basketColumn] : [favouriteColumn];
  return <ProductColumnsProvider columns={columns}>{children}</ProductColumnsProvider>;
}
