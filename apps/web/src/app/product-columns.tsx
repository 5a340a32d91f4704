import { isWarehouseLevel } from '@kits/contract';
import type { ReactNode } from 'react';
import { useUser } from '../features/auth/api/get-me';
import { basketColumn } from '../features/basket/components/basket-column';
import { ProductColumnsProvider } from '../features/catalog/components/product-columns';

/**
 * The columns other features add to the product table and product page (the catalogue's extension
 * point), chosen per user so nobody sees an empty column: the basket buttons for warehouse-level
 * users (spec §6). The favourite heart and the occupancy bar join here.
 */
export function AppProductColumns({ children }: { children: ReactNode }) {
  const user = useUser();
  const columns = isWarehouseLevel(user) ? [basketColumn] : [];
  return <ProductColumnsProvider columns={columns}>{children}</ProductColumnsProvider>;
}
